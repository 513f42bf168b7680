import type { TranscriptCueView, TranscriptView } from "./episode-extras";

/** One paragraph of a transcript as its page shows it: one speaker, whole sentences, several cues. */
export type TranscriptParagraph = {
  start: number;
  speaker: string | null;
  /** The speaker differs from the previous paragraph's: the page names them. */
  newSpeaker: boolean;
  cues: TranscriptCueView[];
};

/** A paragraph ends at a sentence end once it holds this many characters… */
const PARAGRAPH_CHARACTERS = 320;
/** …and at a cue boundary when this long, for transcripts that never end a sentence (machine-made ones). */
const PARAGRAPH_MAX_CHARACTERS = 900;
/** A pause this long between cues starts a paragraph: the conversation moved on. */
const PAUSE_SECONDS = 8;

// A sentence ends with . ! ? or … and perhaps a closing quote or bracket.
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

/**
 * Feed transcripts come as captions: one short cue every few seconds, breaking mid-sentence. Read as
 * one block per cue they were fragments with gaps between, so the page joins consecutive cues of one
 * speaker into paragraphs that end at a sentence end. Each cue stays its own element inside its
 * paragraph (the one being heard is still marked), and each paragraph gets one timestamp.
 */
export function transcriptParagraphs(cues: readonly TranscriptCueView[]): TranscriptParagraph[] {
  const paragraphs: TranscriptParagraph[] = [];
  let current: TranscriptParagraph | undefined;
  let length = 0;
  for (const cue of cues) {
    const previous = current?.cues.at(-1);
    const startsNew =
      !current ||
      !previous ||
      cue.speaker !== current.speaker ||
      (length >= PARAGRAPH_CHARACTERS && SENTENCE_END.test(previous.text.trim())) ||
      length >= PARAGRAPH_MAX_CHARACTERS ||
      cue.start - previous.end >= PAUSE_SECONDS;
    if (startsNew) {
      current = {
        start: cue.start,
        speaker: cue.speaker,
        newSpeaker: Boolean(cue.speaker) && cue.speaker !== paragraphs.at(-1)?.speaker,
        cues: [],
      };
      paragraphs.push(current);
      length = 0;
    }
    current!.cues.push(cue);
    length += cue.text.length + 1;
  }
  return paragraphs;
}

/**
 * A transcript as its episode page gets it: in paragraphs, worked out by the loader so the page's
 * scripts never carry the rule (the cues themselves are all there, inside their paragraphs).
 */
export type TranscriptPageView = Omit<TranscriptView, "cues"> & { paragraphs: TranscriptParagraph[] };

export function toTranscriptPage({ cues, ...rest }: TranscriptView): TranscriptPageView {
  return { ...rest, paragraphs: transcriptParagraphs(cues) };
}
