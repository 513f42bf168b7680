/**
 * Derives a guest's name from an episode title, conservatively: a name is returned only when the
 * title clearly introduces one ("… with Dr. Jane Smith", "ft. X", "Guest: X", or a "Title | X"
 * segment that carries an honorific or credential). Anything ambiguous gives `undefined`, because a
 * wrong guest name on the site is worse than none. Honorifics and credentials are kept as written.
 */

const HONORIFIC = /^(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx|Rev|Hon)\.?|Professor|Judge|Reverend|Rabbi|Pastor)(?= )/;
// Words that introduce a name without being part of it ("with attorney Jane Smith").
const DESCRIPTOR = /^(?:special guests?|guests?|attorney|atty\.|lawyer|author|therapist|coach|mediator) /i;
const CREDENTIAL =
  /^(?:,? (?:Esq\.?|Ph\.? ?D\.?|CDFA®?|CFP®?|CPA|J\.?D\.?|M\.?D\.?|LMFT|LCSW|LPC|MBA|MSW|MFT|Jr\.?|Sr\.?|II|III|IV))+(?![\p{L}\p{M}])/u;
const WORD = /^(?:\p{Lu}\.)+|^[\p{L}\p{M}'’-]+/u;
const INITIALS = /^(?:\p{Lu}\.)+$/u;
// A capitalized name word; inner capitals only after the usual prefixes (McGinnis, O'Brien, DeVito),
// so product names like "ZooKeeper" or "RethinkDB" are not mistaken for people.
const NAME_WORD = /^(?:Mc|Mac|O['’]|D['’]|De|Di|Da|Du|La|Le)?\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}?[\p{Ll}\p{M}]+)*$/u;
const PARTICLES = new Set([
  "van",
  "von",
  "de",
  "des",
  "del",
  "della",
  "da",
  "di",
  "du",
  "la",
  "le",
  "bin",
  "ibn",
  "al",
  "el",
  "ter",
  "ten",
]);
const MAX_NAME_WORDS = 5;

// Capitalized words that show a Title Case phrase rather than a person ("with Holiday Stress").
const NOT_NAMES = new Set(
  (
    "the a an and or of for to in on at by from with your you my our their his her its this that these those " +
    "what when why how who where which is are be do does can will not no yes all every each some any other more " +
    "most new old part pt episode ep season bonus special live divorce divorced custody child children kids kid " +
    "family families parent parents parenting co-parenting coparenting marriage married spouse spouses ex exes " +
    "partner partners husband wife money finances financial finance support alimony assets debt taxes tax " +
    "retirement home house holiday holidays stress anxiety grief narcissist narcissists narcissistic difficult " +
    "needs confidence court courts lawyer lawyers attorney attorneys mediation mediator law legal love life dating " +
    "boundaries emotions feelings questions answers listener listeners friends friend guest guests tips advice " +
    "strategies steps ways things mistakes myths facts today tomorrow yesterday everything nothing something " +
    "someone everyone people team panel experts expert host hosts us me them him it grace care help hope healing " +
    "recovery trauma abuse safety peace purpose power strength courage clarity compassion kindness success freedom " +
    "change time week month year day night morning"
  ).split(" "),
);

type Read = { name: string; titled: boolean; rest: string };

function readPersonName(input: string): Read | undefined {
  let rest = input;
  const words: string[] = [];
  let core = 0;
  let titled = false;

  const descriptor = DESCRIPTOR.exec(rest);
  if (descriptor) rest = rest.slice(descriptor[0].length);
  const honorific = HONORIFIC.exec(rest);
  if (honorific) {
    words.push(honorific[0]);
    rest = rest.slice(honorific[0].length);
    titled = true;
  }

  for (;;) {
    const space = words.length === 0 ? "" : " ";
    if (space && !rest.startsWith(space)) break;
    const word = WORD.exec(rest.slice(space.length))?.[0];
    if (!word) break;
    const after = rest.slice(space.length + word.length);
    if (INITIALS.test(word) && core > 0) {
      words.push(word);
    } else if (PARTICLES.has(word) && core > 0) {
      // "de la Cruz": particles count only when a name word follows them.
      const following = /^((?: \p{Ll}+)*) ([\p{L}\p{M}'’-]+)/u.exec(after);
      const chain = following?.[1]?.trim().split(" ").filter(Boolean) ?? [];
      if (!following || !chain.every((p) => PARTICLES.has(p)) || !NAME_WORD.test(following[2] ?? "")) break;
      words.push(word);
    } else if (NAME_WORD.test(word) && !NOT_NAMES.has(word.toLowerCase())) {
      words.push(word);
      core++;
    } else {
      break;
    }
    rest = after;
  }
  // A run of more capitalized words than any name has is a Title Case phrase, not a person.
  if (core > MAX_NAME_WORDS) return undefined;

  const credential = CREDENTIAL.exec(rest);
  if (credential && core > 0) {
    rest = rest.slice(credential[0].length);
    titled = true;
  }
  if (core < 2 && !(core === 1 && titled)) return undefined;
  const name = words.join(" ") + (credential && core > 0 ? credential[0] : "");
  return { name, titled, rest };
}

const LIST_SEPARATOR = /^(?:, (?:and |& )?| (?:and|&) )/;

function readNameList(input: string): { names: string[]; titled: boolean; rest: string } | undefined {
  const first = readPersonName(input);
  if (!first) return undefined;
  const names = [first.name];
  let titled = first.titled;
  let rest = first.rest;
  for (;;) {
    const separator = LIST_SEPARATOR.exec(rest);
    if (!separator) break;
    const next = readPersonName(rest.slice(separator[0].length));
    if (!next) break;
    names.push(next.name);
    titled ||= next.titled;
    rest = next.rest;
  }
  return { names, titled, rest };
}

// What may follow a name: the end, punctuation that closes the phrase, or a lowercase word
// ("… with Jane Smith about co-parenting"). A following capitalized word means we misread.
function endsCleanly(rest: string): boolean {
  const next = rest.trimStart();
  return next === "" || /^[:|–—\-,;()[\]?!."“”'’…]/.test(next) || /^\p{Ll}/u.test(next);
}

function joinNames(names: string[]): string {
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function nameAfter(title: string, lead: RegExp): string | undefined {
  for (const match of title.matchAll(lead)) {
    const list = readNameList(title.slice((match.index ?? 0) + match[0].length));
    if (list && endsCleanly(list.rest)) return joinNames(list.names);
  }
  return undefined;
}

const GUEST_LABEL = /(?:^|[\s(|[–—-])(?:special )?guests? ?[:–—-] ?/gi;
const FEATURING = /(?:^|[\s(])(?:ft\.|feat\.?|featuring) /gi;
const WITH = /(?:^|\s)with /gi;

export function guessGuestName(title: string): string | undefined {
  if (typeof title !== "string") return undefined;
  const text = title.replace(/\s+/g, " ").trim();
  if (!text || text.length > 500) return undefined;

  const labelled = nameAfter(text, GUEST_LABEL) ?? nameAfter(text, FEATURING) ?? nameAfter(text, WITH);
  if (labelled) return labelled;

  // "Title | Dr. Jane Smith": only when the segment is wholly a name and carries a title or
  // credential, since "Divorce Recovery | Moving Forward" would otherwise read as a person.
  const segments = text.split(" | ");
  if (segments.length < 2) return undefined;
  for (const segment of segments) {
    const list = readNameList(segment.trim());
    if (list?.titled && list.rest.trim() === "") return joinNames(list.names);
  }
  return undefined;
}
