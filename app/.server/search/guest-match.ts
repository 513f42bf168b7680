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

export type GuestMatchOptions = {
  /**
   * Whether a word typed in lowercase is within `edits` of an everyday word of the catalogue: then
   * it is a slip on that word ("custdy"), not a name, unless it is nearer the name.
   */
  nearEverydayWord?: (word: string, edits: number) => boolean;
};

/** A word as typed and the forms it may stand for: itself, and without a plural or possessive ending. */
function variantsOf(word: string): string[] {
  const forms = [word];
  if (word.length >= 5 && word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.length >= 4 && word.endsWith("s") && !word.endsWith("ss")) forms.push(word.slice(0, -1));
  return forms;
}

/** One reading of a message word against a guest: how well it matches, which name word, and how surely. */
type NameHit = { score: number; token: string; sure: boolean };

/**
 * The guests a message names, however the listener spelled them: each word of the message is
 * compared with each word of each guest's name by edit distance ("Szczepansky", "Battacharya",
 * "Thibodeau", "Quinones" all find their guest), with or without a plural or possessive ending
 * ("the Achterbergs"). Two neighbouring words that match two words of the same name are allowed one
 * edit more each ("Ayesha Thibodeau" for Aisha Thibodeaux, "Jon" beside the surname for John): together
 * they are evidence neither is alone. A word that is ordinary English ("bell", "grace") names a
 * guest only when typed with a capital, after a title ("colonel ortega") or matching exactly beside
 * another word of the same name, so "wedding bells" never reads as Marcus Bell; and a lowercase word
 * as near an everyday word as to a name is a slip on that word.
 */
export function matchGuests(message: string, guests: readonly string[], options: GuestMatchOptions = {}): GuestMatch {
  const index = guestIndex(guests);
  const typed = message
    .normalize("NFKC")
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
  // Per message word: its reading against each guest it may name.
  const readings: { word: string; ordinary: boolean; hits: Map<number, NameHit> }[] = [];
  let afterTitle = false;
  for (const raw of typed) {
    const word = foldName(raw)
      .replace(/['’]s$/, "")
      .replace(/^['-]+|['-]+$/g, "");
    const titled = afterTitle;
    afterTitle = TITLES.has(word);
    if (word.length < 3 || NAME_NOISE.has(word)) continue;
    const capitalized = /^\p{Lu}/u.test(raw);
    const ordinary = !titled && !capitalized && isEnglishWord(word);
    const variants = variantsOf(word);
    const hits = new Map<number, NameHit>();
    const mark = (hit: NameHit, owners: readonly number[]) => {
      for (const owner of owners) {
        const before = hits.get(owner);
        if (!before || hit.score > before.score) hits.set(owner, hit);
      }
    };
    // An ordinary English word names a guest only exactly: looked up, not compared with every name.
    if (ordinary) {
      for (const variant of variants) {
        const owners = index.tokens.get(variant);
        if (owners) mark({ score: 1, token: variant, sure: true }, owners);
      }
    } else {
      for (const [token, owners] of index.tokens) {
        if (Math.abs(word.length - token.length) > 3) continue;
        let hit: NameHit | undefined;
        if (variants.includes(token)) hit = { score: 1, token, sure: true };
        else {
          const edits = Math.min(...variants.map((variant) => distance(variant, token)));
          const allowed = allowedEdits(Math.min(word.length, token.length));
          // Whether it is a slip on an everyday word is asked only of a word near enough to be the name.
          if (edits <= allowed + 1 && (titled || capitalized || !options.nearEverydayWord?.(word, edits))) {
            hit = { score: 1 - 0.15 * edits, token, sure: edits <= allowed };
          }
        }
        if (hit) mark(hit, owners);
      }
    }
    readings.push({ word, ordinary, hits });
  }
  // A hit within one edit more counts only beside another word of the same name.
  const besideOther = (at: number, owner: number, token: string) =>
    [readings[at - 1], readings[at + 1]].some((other) => {
      const hit = other?.hits.get(owner);
      return hit !== undefined && hit.token !== token;
    });
  // Per guest: the score of its name words found, the message words that found them, and the
  // ordinary English words that match it exactly (counted only beside a real name match).
  const found = new Map<number, { score: number; words: Set<string>; english: Set<string> }>();
  readings.forEach(({ word, ordinary, hits }, at) => {
    for (const [owner, hit] of hits) {
      if (!hit.sure && !besideOther(at, owner, hit.token)) continue;
      const entry = found.get(owner) ?? { score: 0, words: new Set<string>(), english: new Set<string>() };
      found.set(owner, entry);
      if (ordinary) entry.english.add(word);
      else {
        entry.score += hit.score;
        entry.words.add(word);
      }
    }
  });
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
