import { distance } from "fastest-levenshtein";
import { isEnglishWord } from "./wordnet";

/** Titles around a guest's name: not what a listener remembers. (Credentials stay: "the CDFA Marcus".) */
const NAME_NOISE = new Set(
  "dr prof mr mrs ms mx judge pastor rev rabbi fr father coach sgt col ret esq phd md jd the and of".split(" "),
);

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

/**
 * The guests a message names, however the listener spelled them: each word of the message is
 * compared with each word of each guest's name by edit distance ("Szczepansky", "Battacharya",
 * "Thibodeau", "Quinones" all find their guest). A word that is ordinary English ("bell", "grace")
 * names a guest only when typed with a capital or matching exactly beside another word of the same
 * name, so "wedding bells" never reads as Marcus Bell.
 */
export function matchGuests(message: string, guests: readonly string[]): GuestMatch {
  const typed = message
    .normalize("NFKC")
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
  const words = typed.map((word) => ({
    word: foldName(word)
      .replace(/[’']s$/, "")
      .replace(/^['-]+|['-]+$/g, ""),
    capitalized: /^\p{Lu}/u.test(word),
  }));
  let best: { score: number; guests: string[]; nameWords: Set<string> } = {
    score: 0,
    guests: [],
    nameWords: new Set(),
  };
  for (const guest of guests) {
    const tokens = nameTokens(guest);
    let score = 0;
    const matched = new Set<string>();
    const english: string[] = [];
    for (const { word, capitalized } of words) {
      if (word.length < 3 || NAME_NOISE.has(word)) continue;
      let wordScore = 0;
      for (const token of tokens) {
        if (word === token) wordScore = Math.max(wordScore, 1);
        else if (Math.abs(word.length - token.length) <= 2) {
          const edits = distance(word, token);
          if (edits <= allowedEdits(Math.min(word.length, token.length))) {
            wordScore = Math.max(wordScore, 1 - 0.15 * edits);
          }
        }
      }
      if (wordScore === 0) continue;
      if (!capitalized && isEnglishWord(word)) {
        // An ordinary word: it counts only exactly, and only if another word of the name matches too.
        if (wordScore < 1) continue;
        english.push(word);
        continue;
      }
      score += wordScore;
      matched.add(word);
    }
    if (matched.size > 0) {
      for (const word of english) {
        score += 1;
        matched.add(word);
      }
    }
    if (score === 0) continue;
    if (score > best.score + 1e-9) best = { score, guests: [guest], nameWords: matched };
    else if (Math.abs(score - best.score) <= 1e-9) {
      best.guests.push(guest);
      for (const word of matched) best.nameWords.add(word);
    }
  }
  return { guests: best.guests, nameWords: [...best.nameWords] };
}
