import { decodeCharacterReferences } from "~/lib/character-references";
import type { StaleEpisode } from "./embedding-store";

/** About a paragraph of speech (some 300 tokens): small enough that one topic dominates a chunk. */
const TRANSCRIPT_CHUNK_CHARS = 1200;
/** Notes past this say little more for finding the episode, and a model's context is limited. */
const NOTES_CHARS = 4000;
/** An hour of speech is some 40 chunks; a longer transcript is embedded up to here. */
const MAX_TRANSCRIPT_CHUNKS = 100;

const tidy = (text: string) => decodeCharacterReferences(text).replace(/\s+/g, " ").trim();

/**
 * The texts an episode is embedded as: chunk 0 its title, guest and show notes together (what it
 * is about), then its transcript in chunks of whole cues (what was said), so a question can find
 * the episode by either.
 */
export function episodeTextChunks(
  episode: Pick<StaleEpisode, "title" | "guestName" | "notes" | "transcript">,
): string[] {
  const guest = episode.guestName ? ` (with ${tidy(episode.guestName)})` : "";
  const notes = tidy(episode.notes).slice(0, NOTES_CHARS);
  const chunks = [`${tidy(episode.title)}${guest}${notes ? `\n\n${notes}` : ""}`];
  let current = "";
  for (const cue of episode.transcript) {
    const text = tidy(cue);
    if (!text) continue;
    if (current && current.length + text.length + 1 > TRANSCRIPT_CHUNK_CHARS) {
      chunks.push(current);
      if (chunks.length > MAX_TRANSCRIPT_CHUNKS) return chunks;
      current = "";
    }
    current = current ? `${current} ${text}` : text.slice(0, TRANSCRIPT_CHUNK_CHARS * 2);
  }
  if (current) chunks.push(current);
  return chunks;
}
