import { distance } from "fastest-levenshtein";
import { isEnglishWord } from "./wordnet";

/** Titles before a name, abbreviated or spelled out: a word right after one is a name ("Colonel Ortega"). */
const TITLES = new Set(
  (
    "dr doctor prof professor mr mrs ms mx judge pastor rev reverend rabbi fr father coach sgt sergeant col colonel " +
    "capt captain lt lieutenant maj major gen general"
  ).split(" "),
);

/** Titles and credentials around a guest's name: not what a listener remembers. (Credentials stay: "the CDFA Marcus".) */
const NAME_NOISE = new Set([...TITLES, ..."ret esq phd md jd the and of".split(" ")]);

/** Lowercase, accents dropped ("Quiñones" → "quinones"), so a name typed on any keyboard matches. */
export function foldName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
}

/** The words of a guest's name a listener might type: "Dr. Imani Okonjo-Reyes" → imani, okonjo-reyes, okonjo, reyes. */
function nameTokens(guestName: string): string[] {
  const tokens = new Set<string>();
  for (const word of foldName(guestName).split(/[^a-z'-]+/)) {
    const clean = word.replace(/^['-]+|['-]+$/g, "");
    if (clean.length < 3 || NAME_NOISE.has(clean)) continue;
    tokens.add(clean);
    for (const part of clean.split("-")) if (part.length >= 3) tokens.add(part);
  }
  return [...tokens];
}

/** Edits a typed name may be away from the real one: none for short names, one or two for long ones. */
function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

export type GuestMatch = {
  /** The guests the message names, as stored (several when it names only a shared first name). */
  guests: string[];
  /** The message's words that were read as the name, lowercase, to leave out of the topic. */
  nameWords: string[];
};

type GuestIndex = { tokens: Map<string, number[]>; guests: readonly string[] };
const indexes = new WeakMap<readonly string[], GuestIndex>();

/** Every name word of every guest, with the guests who have it: built once per list of guests. */
function guestIndex(guests: readonly string[]): GuestIndex {
  let index = indexes.get(guests);
  if (!index) {
    const tokens = new Map<string, number[]>();
    guests.forEach((guest, position) => {
      for (const token of nameTokens(guest)) tokens.set(token, [...(tokens.get(token) ?? []), position]);
    });
    index = { tokens, guests };
    indexes.set(guests, index);
  }
  return index;
}

/**
 * The guests a message names, however the listener spelled them: each word of the message is
 * compared with each word of each guest's name by edit distance ("Szczepansky", "Battacharya",
 * "Thibodeau", "Quinones" all find their guest). A word that is ordinary English ("bell", "grace")
 * names a guest only when typed with a capital, after a title ("colonel ortega") or matching exactly
 * beside another word of the same name, so "wedding bells" never reads as Marcus Bell.
 */
export function matchGuests(message: string, guests: readonly string[]): GuestMatch {
  const index = guestIndex(guests);
  const typed = message
    .normalize("NFKC")
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
  // Per guest: the score of its name words found, the message words that found them, and the
  // ordinary English words that match it exactly (counted only beside a real name match).
  const found = new Map<number, { score: number; words: Set<string>; english: Set<string> }>();
  let afterTitle = false;
  for (const raw of typed) {
    const word = foldName(raw)
      .replace(/['’]s$/, "")
      .replace(/^['-]+|['-]+$/g, "");
    const titled = afterTitle;
    afterTitle = TITLES.has(word);
    if (word.length < 3 || NAME_NOISE.has(word)) continue;
    const ordinary = !titled && !/^\p{Lu}/u.test(raw) && isEnglishWord(word);
    const best = new Map<number, number>();
    for (const [token, owners] of index.tokens) {
      if (Math.abs(word.length - token.length) > 2) continue;
      let score = 0;
      if (word === token) score = 1;
      else if (!ordinary) {
        const edits = distance(word, token);
        if (edits <= allowedEdits(Math.min(word.length, token.length))) score = 1 - 0.15 * edits;
      }
      if (score === 0) continue;
      for (const owner of owners) best.set(owner, Math.max(best.get(owner) ?? 0, score));
    }
    for (const [owner, score] of best) {
      const entry = found.get(owner) ?? { score: 0, words: new Set<string>(), english: new Set<string>() };
      found.set(owner, entry);
      if (ordinary) entry.english.add(word);
      else {
        entry.score += score;
        entry.words.add(word);
      }
    }
  }
  let top = 0;
  for (const entry of found.values()) {
    if (entry.words.size === 0) continue;
    entry.score += entry.english.size;
    for (const word of entry.english) entry.words.add(word);
    top = Math.max(top, entry.score);
  }
  if (top === 0) return { guests: [], nameWords: [] };
  const winners = [...found].filter(([, entry]) => entry.words.size > 0 && Math.abs(entry.score - top) <= 1e-9);
  return {
    guests: winners.map(([owner]) => index.guests[owner]!),
    nameWords: [...new Set(winners.flatMap(([, entry]) => [...entry.words]))],
  };
}
