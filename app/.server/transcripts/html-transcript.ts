import { parseHTML } from "linkedom";
import { htmlNestsDeeperThan } from "./nesting-depth.ts";
import { speakerPrefixReader } from "./parse-captions.ts";
import {
  finishCues,
  MAX_NESTING,
  parseClockTime,
  plainCueText,
  speakerName,
  transcriptFileError,
  type ParsedCue,
  type ParsedTranscript,
} from "./transcript-types.ts";

/** What the HTML transcript is read from: each `<cite>`, `<time>` and `<p>` in document order. */
type HtmlEntry = { tag: "cite" | "time" | "p"; text: string; datetime: string | null };

const SKIPPED = new Set(["script", "style", "template", "noscript"]);
const READ = new Set(["cite", "time", "p"]);

/**
 * The namespace's HTML transcript: `<cite>Name:</cite> <time>0:53</time> <p>text</p>` repeated.
 * A `<p>` takes the speaker and time seen before it; a cue ends where the next one starts. Read with
 * linkedom as a detached document (no scripts run, nothing is fetched). Without any `<time>`, it is
 * read as untimed paragraphs. A file nested deeper than real transcripts ever are is refused before
 * it is parsed (the parser slows down with depth), and the tree is read in one pass.
 */
export function parseHtmlTranscript(html: string): ParsedTranscript {
  if (htmlNestsDeeperThan(html, MAX_NESTING)) {
    throw transcriptFileError(`The transcript is nested too deeply to read (more than ${MAX_NESTING} levels).`);
  }
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const elements = readEntries(document.documentElement);
  // With <cite> naming the speakers, a paragraph's "Today: …" is just its text.
  const hasCites = elements.some((element) => element.tag === "cite");
  const splitSpeakerPrefix = speakerPrefixReader(hasCites ? [] : elements.map((element) => plainCueText(element.text)));
  const cues: ParsedCue[] = [];
  let speaker: string | null = null;
  let startMs: number | undefined;
  let timed = false;
  for (const { tag, text, datetime } of elements) {
    if (tag === "cite") speaker = speakerName(text);
    else if (tag === "time") {
      const time = parseClockTime(datetime ?? "") ?? parseClockTime(text);
      if (time !== undefined) {
        startMs = time;
        timed = true;
      }
    } else {
      const split = splitSpeakerPrefix(plainCueText(text));
      const at = startMs ?? 0;
      cues.push({ startMs: at, endMs: at, speaker: split.speaker ?? speaker, body: split.body });
      startMs = undefined;
    }
  }
  return finishCues(timed ? withEnds(cues) : cues.map((cue) => ({ ...cue, startMs: 0, endMs: 0 })), { timed });
}

/**
 * The `<cite>`, `<time>` and `<p>` elements in document order, each with its text, in one walk of
 * the tree (no `textContent` per element, which costs the whole subtree each time). A text belongs
 * to the innermost of those elements around it; scripts, styles and templates are left out.
 */
function readEntries(root: Element): HtmlEntry[] {
  const entries: HtmlEntry[] = [];
  const parts: string[][] = [];
  // Children are pushed in reverse so they come off in document order; a number ends that entry.
  const stack: (Node | number)[] = [root];
  const open: number[] = [];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === "number") {
      open.pop();
      entries[item]!.text = parts[item]!.join("");
      continue;
    }
    if (item.nodeType === 3) {
      const index = open.at(-1);
      if (index !== undefined) parts[index]!.push(item.nodeValue ?? "");
      continue;
    }
    if (item.nodeType !== 1) continue;
    const element = item as Element;
    const tag = element.tagName.toLowerCase();
    if (SKIPPED.has(tag)) continue;
    if (READ.has(tag)) {
      const index =
        entries.push({ tag: tag as HtmlEntry["tag"], text: "", datetime: element.getAttribute("datetime") }) - 1;
      parts[index] = [];
      open.push(index);
      stack.push(index);
    }
    const children = element.childNodes;
    for (let child = children.length - 1; child >= 0; child--) stack.push(children[child]!);
  }
  return entries;
}

/** Each cue ends where the next one starts (the last at its own start). */
export function withEnds(cues: ParsedCue[]): ParsedCue[] {
  return cues.map((cue, index) => ({ ...cue, endMs: Math.max(cue.startMs, cues[index + 1]?.startMs ?? cue.startMs) }));
}

/**
 * A plain-text transcript: one cue per paragraph (or per line when there are no blank lines), a
 * leading "Name:" as the speaker and a leading "12:34" or "[01:02:03]" as the time when present.
 */
export function parsePlainTranscript(text: string): ParsedTranscript {
  const blocks = (/\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : text.split("\n")).map((block) => {
    const rest = block.trim();
    const time = /^\[?((?:\d{1,3}:)?\d{1,3}:\d{2}(?:[.,]\d{1,3})?)\]?\s+/.exec(rest);
    const startMs = time ? parseClockTime(time[1]!) : undefined;
    return startMs === undefined
      ? { startMs, text: plainCueText(rest) }
      : { startMs, text: plainCueText(rest.slice(time![0].length)) };
  });
  const splitSpeakerPrefix = speakerPrefixReader(blocks.map((block) => block.text));
  const cues: ParsedCue[] = [];
  let timed = false;
  let lastSpeaker: string | null = null;
  for (const { startMs, text: blockText } of blocks) {
    if (startMs !== undefined) timed = true;
    const split = splitSpeakerPrefix(blockText);
    if (!split.body) continue;
    lastSpeaker = split.speaker ?? lastSpeaker;
    cues.push({ startMs: startMs ?? -1, endMs: startMs ?? -1, speaker: lastSpeaker, body: split.body });
  }
  if (!timed)
    return finishCues(
      cues.map((cue) => ({ ...cue, startMs: 0, endMs: 0 })),
      { timed: false },
    );
  // A paragraph without its own time follows the one before it.
  let previous = 0;
  const filled = cues.map((cue) => {
    previous = cue.startMs >= 0 ? cue.startMs : previous;
    return { ...cue, startMs: previous, endMs: previous };
  });
  return finishCues(withEnds(filled), { timed: true });
}
