/**
 * Transcripts for the synthetic episodes (synthetic-episodes.ts), so the search bench measures an
 * archive whose episodes have them: each episode's conversation returns to its own show notes'
 * sentences between the everyday talk of an interview. Deterministic, plain data, no app imports.
 */
import type { SyntheticEpisode } from "./synthetic-episodes.ts";

export type SyntheticCue = { position: number; startMs: number; endMs: number; speaker: string; body: string };

/** Cues per episode: about 25 minutes of talk at one cue every 7.5 seconds (about 3,000 words). */
export const syntheticCuesPerEpisode = 200;

const talk: readonly string[] = [
  "Thank you so much for having me, I have been listening to the show for years.",
  "So tell us a little bit about how you got into this work in the first place.",
  "Honestly, it started with my own divorce, and I realised how little anyone tells you.",
  "That is such an important point, and I think a lot of our listeners will relate to it.",
  "Let me give you an example from a family I worked with last spring.",
  "They had been married for almost twenty years and had three kids in school.",
  "What surprised them most was how long everything took once lawyers were involved.",
  "I always tell people to write things down the same day, while it is still fresh.",
  "You do not have to have every answer on day one, and nobody expects you to.",
  "The kids noticed everything, even the things the parents thought they had hidden.",
  "We had a listener write in about exactly this, and she was terrified of the first hearing.",
  "Money is usually where the fear lives, even when people say it is about the children.",
  "I remember sitting in my car outside the courthouse, shaking, before my own mediation.",
  "Sometimes the best thing you can do is take a breath and wait a day before replying.",
  "A therapist helped me see that I was grieving, not just angry.",
  "If your ex sends a nasty email, you do not owe them an answer within the hour.",
  "The schedule looked fine on paper and fell apart the first week of summer.",
  "Grandparents often get caught in the middle, and they need guidance too.",
  "We moved twice that year, and each move was harder on my daughter than on my son.",
  "What would you say to someone listening right now who feels completely stuck?",
  "Start small: one phone call, one document, one honest conversation.",
  "That is a wonderful place to end, thank you for being so generous with your story.",
];

/** Plain sentences of an episode's show notes (tags removed), the topic's own words. */
function noteSentences(description: string): string[] {
  return description
    .replace(/<[^>]+>/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 20);
}

/** The transcript of the `index`th synthetic episode: host and guest in turn, notes between talk. */
export function syntheticTranscript(
  episode: Pick<SyntheticEpisode, "description" | "guestName">,
  index: number,
  cues = syntheticCuesPerEpisode,
): SyntheticCue[] {
  const notes = noteSentences(episode.description);
  const guest = episode.guestName?.replace(/, .*$/, "") ?? "Listener";
  const result: SyntheticCue[] = [];
  for (let position = 0; position < cues; position++) {
    const fromNotes = notes.length > 0 && (position + index) % 3 === 0;
    const body = fromNotes
      ? notes[(position * 7 + index) % notes.length]!
      : talk[(position * 5 + index * 3) % talk.length]!;
    result.push({
      position,
      startMs: position * 7500,
      endMs: position * 7500 + 7000,
      speaker: position % 2 === 0 ? "Claire" : guest,
      body,
    });
  }
  return result;
}
