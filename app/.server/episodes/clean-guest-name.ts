import { decodeCharacterReferences } from "~/lib/character-references";
import { guessGuestName } from "./guess-guest-name";

/**
 * Tidies guest names for the admin "Fix Guest Names" action. The rules, chosen so the site shows
 * one spelling and a second run changes nothing:
 *
 * - Whitespace (non-breaking and zero-width included) is collapsed; character references are decoded.
 * - Decoration around the name goes: wrapping quotes or brackets, leading labels ("Guest:",
 *   "Special guest -", "with", "w/", "ft.", "feat.", "featuring"), a trailing "(guest)", and leading
 *   or trailing punctuation. A final "." stays when it belongs to "Esq.", "Jr.", "Sr." or an initial.
 * - Letter case is never changed, not even in ALL CAPS or all-lowercase input: "McDonald", "bell hooks"
 *   and "DeVito" cannot be told apart from a typo, and a wrong "fix" is worse than none.
 * - Credentials and honorifics have one spelling: degrees without periods ("PhD", "JD", "MD", as in
 *   Chicago style), abbreviated words with one ("Esq.", "Jr.", "Sr.", "Dr.", "Mrs."). A professional
 *   credential follows a comma ("Jane Smith, CDFA, CFP"); "Jr."/"Sr."/"III" keep or omit the comma as
 *   written. A ® or ™ on a credential is kept. Letter-only credentials are recognised in capitals
 *   only, so a surname such as "Ma" or "Cpa" is never read as one.
 * - Commas take one space after and none before; "X & Y" and "X, Y, and Z" become "X and Y" and
 *   "X, Y and Z" (the form guessGuestName writes).
 * - Placeholders ("N/A", "TBD", "guest", "various", "host", "solo", …), or anything left without a
 *   name word once honorifics and credentials are set aside, give `undefined`. Nothing is ever added
 *   but punctuation and the canonical credential spellings, so no name comes from nothing.
 */

// The episodes.guest_name check constraint.
const MAX_GUEST_NAME_LENGTH = 300;
// Longer input is a pasted description, not a name (the column holds 300), and would only cost time.
const MAX_INPUT_LENGTH = 1_000;

const PLACEHOLDERS = new Set(
  (
    "na none nil null undefined unknown tbd tba tbc tbdtbd guest guests specialguest specialguests guesthost " +
    "noguest noguests nobody noone various variousguests variousartists multiple multipleguests panel host hosts " +
    "hostonly solo soloepisode justme me myself self anonymous test with featuring feat ft"
  ).split(" "),
);

// Written in capitals (or dotted capitals, "J.D."), so only that spelling counts.
const LETTER_CREDENTIALS = new Set(
  "CDFA CFP CPA CFA CFLS CDC MBA JD MD LLM LMFT LCSW LPC LMHC LPCC MSW MFT RN II III IV".split(" "),
);
const SPELLED_CREDENTIALS: Array<[RegExp, string]> = [
  [/^esq\.?$/i, "Esq."],
  [/^jr\.?$/i, "Jr."],
  [/^sr\.?$/i, "Sr."],
  [/^ph\.?d\.?$/i, "PhD"],
  [/^psy\.?d\.?$/i, "PsyD"],
  // Case-sensitive: "Edd" is a first name.
  [/^Ed\.?D\.?$/, "EdD"],
];
const GENERATIONAL = new Set(["Jr.", "Sr.", "II", "III", "IV"]);

// Honorifics that take a period in US style; "Hon" is left alone because it is also a given name.
const HONORIFIC_WITHOUT_PERIOD = /^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev)$/;
// Words that say who someone is without naming them, so "Dr." or "Judge" alone is no name.
const HONORIFIC = /^(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Hon)\.?|Professor|Judge|Reverend|Rabbi|Pastor|Doctor)$/i;

const LEADING_LABEL =
  /^(?:(?:special\s+)?guests?(?:\s+speakers?)?\s*[:–—-]\s*|(?:special\s+)?guests?\s+(?=\S)|with\s+|w\/\s*|ft\.\s*|ft\s+|feat\.\s*|feat\s+|featuring\s+)/i;
const TRAILING_LABEL = /\s*[([](?:special\s+)?guests?[)\]]$/i;
const LEADING_PUNCTUATION = /^[\s\-–—:;,.|/\\•·*~_&+!?…]+/;
const TRAILING_PUNCTUATION = /[\s\-–—:;,|/\\•·*~_&+!?…]+$/;
const DANGLING_AND = /\s+and$/;
// A period that belongs to the last word: "Esq.", "Jr.", "Sr." or an initial ("Mary J.").
const KEPT_PERIOD = /(?:^|[\s,.])(?:[Ee][Ss][Qq]|[JjSs][Rr]|\p{Lu})\.$/u;

const PAIRS: Array<[string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ["“", "”"],
  ["„", "“"],
  ["‘", "’"],
  ["«", "»"],
  ["(", ")"],
  ["[", "]"],
  ["{", "}"],
  ["<", ">"],
];
// Only marks that are never apostrophes are dropped when they stand alone at one end.
const LONE_OPENERS = new Set(['"', "“", "„", "«", "(", "[", "{", "<", "'", "‘"]);
const LONE_CLOSERS = new Map([
  ['"', '"'],
  ["”", "“"],
  ["»", "«"],
  [")", "("],
  ["]", "["],
  ["}", "{"],
  [">", "<"],
]);

export function cleanGuestName(raw: string | null | undefined): string | undefined {
  if (typeof raw !== "string" || raw.length > MAX_INPUT_LENGTH) return undefined;
  // One pass can expose more to tidy (dropping a placeholder guest can leave a stray bracket in
  // front), so repeat until nothing changes: a second Fix Guest Names run must change nothing.
  let name = cleanOnce(raw);
  for (let pass = 0; pass < 10 && name !== undefined; pass++) {
    const again = cleanOnce(name);
    if (again === name) break;
    name = again;
  }
  return name !== undefined && name.length <= MAX_GUEST_NAME_LENGTH ? name : undefined;
}

function cleanOnce(raw: string): string | undefined {
  const text = stripAllDecoration(raw);
  if (!/\p{L}/u.test(text)) return undefined;
  const normalized = text
    .replace(/\s*,[\s,]*/g, ", ")
    .replace(/\s+&\s+/g, " and ")
    .replace(/\s+([®™])/g, "$1")
    .replace(/\b(Dr|Mr|Mrs|Ms|Prof|Rev)\.(?=\p{Lu})/gu, "$1. ")
    .replace(/\bPh\.? ?D\b\.?/gi, "PhD");
  const guests = normalized
    .split(/,? and /)
    .map((guest) => formatGuest(stripAllDecoration(guest)))
    .filter((guest) => guest !== undefined);
  return guests.length > 0 ? guests.join(" and ") : undefined;
}

// Each step only shortens or canonicalises the text, so this reaches a fixed point.
function stripAllDecoration(raw: string): string {
  let text = raw;
  for (;;) {
    const next = stripDecoration(text);
    if (next === text) return text;
    text = next;
  }
}

function stripDecoration(input: string): string {
  let text = decodeCharacterReferences(input)
    .normalize("NFC")
    .replace(/[\u200B-\u200D\u2060\u00AD]/g, "")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
  text = text.replace(LEADING_PUNCTUATION, "").replace(LEADING_LABEL, "").replace(TRAILING_LABEL, "");
  text = text.replace(TRAILING_PUNCTUATION, "").replace(DANGLING_AND, "");
  if (text.endsWith(".") && !KEPT_PERIOD.test(text)) text = text.slice(0, -1);
  return unwrap(text).trim();
}

function unwrap(text: string): string {
  const first = text[0] ?? "";
  const last = text.at(-1) ?? "";
  for (const [open, close] of PAIRS) {
    if (text.length < 2 || first !== open || last !== close) continue;
    const inner = text.slice(1, -1);
    // "(Jane) and (John)" is two bracketed names, not one wrapped in brackets. An apostrophe
    // inside single quotes is fine: "'Karen O'Brien'".
    if (open === "'" || open === "‘" || (!inner.includes(open) && !inner.includes(close))) return inner;
  }
  if (LONE_OPENERS.has(first) && !PAIRS.some(([open, close]) => open === first && text.slice(1).includes(close))) {
    return text.slice(1);
  }
  const opener = LONE_CLOSERS.get(last);
  if (opener !== undefined && !text.slice(0, -1).includes(opener)) return text.slice(0, -1);
  return text;
}

function credentialOf(token: string): string | undefined {
  const mark = /[®™]+$/.exec(token)?.[0] ?? "";
  const bare = token.slice(0, token.length - mark.length);
  const undotted = bare.replace(/\./g, "");
  if (
    /^[A-Z.]+$/.test(bare) &&
    LETTER_CREDENTIALS.has(undotted) &&
    (bare === undotted || /^(?:[A-Z]{1,2}\.)+[A-Z]{0,2}$/.test(bare))
  )
    return undotted + mark;
  for (const [pattern, canonical] of SPELLED_CREDENTIALS) {
    if (pattern.test(bare)) return canonical + mark;
  }
  return undefined;
}

function isNameWord(token: string): boolean {
  return /\p{L}/u.test(token) && !credentialOf(token) && !HONORIFIC.test(token);
}

type Piece = { text: string; comma: boolean };

/** One guest: its name words, then credentials each after ", " (generational suffixes as written). */
function formatGuest(written: string): string | undefined {
  // "Jane Smith (CDFA)" is the same credential put another way.
  const bracketed = /^(.*\S)\s*\(([^()]+)\)$/.exec(written);
  const guest =
    bracketed && bracketed[2]!.split(/[\s,]+/).every((token) => credentialOf(token))
      ? `${bracketed[1]}, ${bracketed[2]}`
      : written;
  const pieces: Piece[] = [];
  const nameWords: string[] = [];
  for (const [index, segment] of guest.split(", ").entries()) {
    const tokens = segment.split(" ").filter(Boolean);
    if (tokens.length === 0) continue;
    if (index > 0 && tokens.every((token) => credentialOf(token))) {
      tokens.forEach((token, i) => {
        const credential = credentialOf(token)!;
        pieces.push({ text: credential, comma: i === 0 || !GENERATIONAL.has(credential) });
      });
      continue;
    }
    if (tokens.length > 1 && HONORIFIC_WITHOUT_PERIOD.test(tokens[0]!)) tokens[0] += ".";
    const trailing: Piece[] = [];
    while (tokens.length > 1 && tokens.slice(0, -1).some(isNameWord)) {
      const last = tokens.at(-1)!;
      const credential = credentialOf(last);
      if (credential) trailing.unshift({ text: credential, comma: !GENERATIONAL.has(credential) });
      // "Jane Smith - CDFA": the dash only set the credential apart, as the comma now does.
      else if (!(trailing.length > 0 && /^[-–—|/]+$/.test(last))) break;
      tokens.pop();
    }
    nameWords.push(...tokens.filter(isNameWord));
    pieces.push({ text: tokens.join(" "), comma: true }, ...trailing);
  }
  if (nameWords.length === 0 || isPlaceholder(nameWords.join(" "))) return undefined;
  return pieces.map((piece, i) => (i === 0 ? "" : piece.comma ? ", " : " ") + piece.text).join("");
}

function isPlaceholder(text: string): boolean {
  return PLACEHOLDERS.has(text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ""));
}

// Letters and digits only, so "Dealing with Holiday Stress." matches its title.
function comparable(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The guest name "Fix Guest Names" stores: the cleaned stored name when it is one, else a name the
 * title clearly gives (cleaned the same way), else null. A stored name that is just the title (some
 * imports copy it) counts as no name. Applying this to its own result returns that result.
 */
export function normalizeGuestName({ title, guestName }: { title: string; guestName: string | null }): string | null {
  const cleaned = cleanGuestName(guestName);
  const titleKey = typeof title === "string" ? comparable(title) : "";
  const copiesTitle =
    titleKey !== "" && (comparable(guestName ?? "") === titleKey || comparable(cleaned ?? "") === titleKey);
  if (cleaned && !copiesTitle) return cleaned;
  return cleanGuestName(guessGuestName(title)) ?? null;
}
