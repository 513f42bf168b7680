import { dropFraming } from "./listener-framing";
import { correctSpelling, fieldWords, synonymsByTerm } from "./synonyms";

/**
 * Words about episodes themselves, left after the listener's framing is dropped (listener-framing.ts):
 * "do you have any episodes about …" says nothing about the topic.
 */
const FILLER = [
  /\b(?:do|does|did) (?:you|u) (?:have|guys have)\b/g,
  /\b(?:can|could|would) (?:you|u) (?:recommend|suggest|find|point me to|help me find)\b/g,
  /\b(?:i'?m|i am) (?:looking|searching) for\b/g,
  /\b(?:i|we) (?:want|need|would like) (?:to (?:hear|listen to|learn)(?: about| more about)?)?/g,
  /\bwhat (?:should|can|could) i (?:listen to|hear|play)\b/g,
  /\b(?:any|an|some|the|a) (?:episodes?|shows?|podcasts?)\b/g,
  /\b(?:episodes?|shows?|podcasts?) (?:about|on|for|regarding|covering|that (?:talk|talks) about)\b/g,
  /\b(?:anything|something|stuff) (?:about|on|regarding)\b/g,
  /\b(?:talk|talks|talking|discuss|discusses|discussing) about\b/g,
  /\b(?:episodes?|shows?|podcasts?|listen|recommend|recommendation|recommendations)\b/g,
];

/** Words that carry no topic even after the filler is gone. */
const STOP_WORDS = new Set(
  (
    "a an the and or but of to in on at by for with about from into over after before during my your our their his her " +
    "its i me we you he she they them us it is are was were be been being am do does did have has had can could " +
    "would should will shall may might must what which who whom whose when where why how that this these those there " +
    "here so if then than too very just really also still any some all more most much many such no not only own same " +
    "up down out off again further once get got getting going go dont doesnt didnt cant wont im ive id youre " +
    "isnt arent wasnt werent havent hasnt hadnt shouldnt wouldnt couldnt ill youve theyre " +
    "ones anything something someone somebody stuff thing things maybe perhaps guys lot lots bit"
  ).split(" "),
);

/**
 * Words a listener puts inside a phrase without changing it: determiners, possessives and
 * intensifiers ("telling my kids" is "telling the kids", "feeling really down" is "feeling down").
 */
const PHRASE_GAPS = new Set(
  "the a an my our your his her their this that these those really very so just quite pretty totally".split(" "),
);

/** The vocabulary's phrases, longest first, each as its words less the gap words. */
const PHRASES = [...synonymsByTerm.keys()]
  .filter((term) => term.includes(" "))
  .sort((a, b) => b.length - a.length)
  .map((term) => ({ term, words: term.split(" ").filter((word) => !PHRASE_GAPS.has(word)) }));

/**
 * Where a phrase's words first stand in order among the message's words not yet read as a phrase,
 * with only gap words between them.
 */
function findPhrase(
  words: readonly string[],
  tokens: readonly string[],
  used: readonly boolean[],
): number[] | undefined {
  for (let start = 0; start < tokens.length; start++) {
    if (used[start] || tokens[start] !== words[0]) continue;
    const positions = [start];
    let at = start + 1;
    for (const word of words.slice(1)) {
      while (at < tokens.length && !used[at] && tokens[at] !== word && PHRASE_GAPS.has(tokens[at]!)) at++;
      if (at >= tokens.length || used[at] || tokens[at] !== word) break;
      positions.push(at++);
    }
    if (positions.length === words.length) return positions;
  }
  return undefined;
}

export type NormalizedQuery = {
  /** The cleaned text, lowercase, filler removed. */
  text: string;
  /** Topic words, spelling-corrected. */
  words: string[];
  /** Phrases and words to search, each with its alternatives (synonyms, corrections). */
  concepts: { term: string; alternatives: readonly string[]; /** In the field's vocabulary. */ known: boolean }[];
  /** A person the listener asked for ("episodes with Dr. Alvarez"), as typed. */
  guestName?: string;
};

const GUEST_INTENT =
  /\b(?:with|featuring|feat\.?|ft\.?|guest(?:ed)?(?: by)?|interview(?:ed)? with|by)\s+((?:(?:dr|prof|mr|mrs|ms|judge)\.?\s+)?[a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+){0,2})/i;

export type NormalizeOptions = {
  /**
   * Corrects a word outside the field's vocabulary, or leaves it (undefined). By default, the
   * field's vocabulary alone (`correctSpelling`); the search passes one that knows the catalogue.
   */
  correct?: (word: string) => string | undefined;
};

/** Reads a chat message into what the search needs. */
export function normalizeQuery(message: string, { correct = correctSpelling }: NormalizeOptions = {}): NormalizedQuery {
  const original = message.normalize("NFKC").replace(/\s+/g, " ").trim();
  let text = dropFraming(original);

  const guestMatch = GUEST_INTENT.exec(original);
  const guestCandidate = guestMatch?.[1]?.replace(/[.?!,;:]+$/, "").trim();
  // "with my ex", "with the kids" are topics, not people: a guest needs a capital or a title.
  const guestName =
    guestCandidate && (/^(?:dr|prof|mr|mrs|ms|judge)\b/i.test(guestCandidate) || /[A-Z]/.test(guestCandidate))
      ? guestCandidate
      : undefined;

  for (const filler of FILLER) text = text.replace(filler, " ");
  text = text
    .replace(/[^a-z0-9'\-\s()]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

  const concepts: NormalizedQuery["concepts"] = [];
  // Phrases first (longest first), so "parenting plan" is one concept, not "parenting" and "plan".
  const tokens = text.split(" ").filter(Boolean);
  const used = tokens.map(() => false);
  for (const phrase of PHRASES) {
    const positions = findPhrase(phrase.words, tokens, used);
    if (!positions) continue;
    for (const at of positions) used[at] = true;
    concepts.push({ term: phrase.term, alternatives: synonymsByTerm.get(phrase.term)!, known: true });
  }
  const remaining = tokens.filter((_, at) => !used[at]).join(" ");

  const words: string[] = [];
  for (const raw of remaining.split(" ")) {
    const word = raw.replace(/^['-]+|['-]+$/g, "").replace(/'s$/, "");
    // Contractions are listed without their apostrophe ("won't" is "wont").
    if (!word || STOP_WORDS.has(word.replace(/'/g, "")) || word.length < 2) continue;
    // A plural of a vocabulary term is the term ("lawyers" → "lawyer").
    const singular = word.endsWith("s") && synonymsByTerm.has(word.slice(0, -1)) ? word.slice(0, -1) : word;
    const corrected = synonymsByTerm.has(singular) ? singular : (correct(word) ?? word);
    words.push(corrected);
    concepts.push({
      term: corrected,
      alternatives: synonymsByTerm.get(corrected) ?? [corrected],
      known: synonymsByTerm.has(corrected) || fieldWords.has(corrected),
    });
  }
  return { text, words, concepts, ...(guestName ? { guestName } : {}) };
}

/** The topic in a few words, for the answer's lead-in ("custody", "alimony and taxes"). */
export function topicOf(query: NormalizedQuery): string {
  const terms = query.concepts.map((concept) => concept.term).slice(0, 3);
  if (terms.length === 0) return "";
  return terms.length === 1 ? terms[0]! : `${terms.slice(0, -1).join(", ")} and ${terms.at(-1)}`;
}
