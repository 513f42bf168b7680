/**
 * The field's vocabulary: terms listeners and guests use for the same thing. A query mentioning any
 * term of a group also searches for the others ("alimony" finds an episode about "spousal
 * maintenance"). Multi-word terms are phrases. Kept small and hand-written: every entry is a real
 * equivalence in family law or in how people talk about divorce: a term or an idiom, never a fragment of
 * one listener's sentence (the held-out evaluation set, tests/fixtures/search-held-out, keeps it honest).
 */
export const synonymGroups: readonly (readonly string[])[] = [
  // A term may sit in two groups: it expands to the last one that lists it ("parenting plan" to
  // its own group), while "custody" also reaches parenting plans.
  ["custody", "parenting time", "visitation", "parenting schedule", "timeshare", "parenting plan"],
  ["parenting plan", "custody agreement", "parenting agreement", "custody schedule"],
  ["co-parenting", "coparenting", "co-parent", "coparent", "shared parenting"],
  ["parallel parenting", "low-contact parenting"],
  ["alimony", "spousal support", "maintenance", "spousal maintenance"],
  ["child support", "support payments", "arrears", "unpaid support", "back support"],
  ["narcissist", "narcissistic", "high-conflict", "high conflict", "toxic ex", "manipulative"],
  ["kids", "children", "child", "son", "daughter", "teen", "teenager", "teenagers"],
  ["assets", "property division", "property", "marital property", "division of property", "equitable distribution"],
  ["house", "home", "marital home", "family home", "mortgage"],
  ["retirement", "401k", "401(k)", "pension", "ira", "qdro", "retirement accounts"],
  ["mediation", "mediator", "collaborative divorce", "collaborative law", "settlement"],
  ["court", "litigation", "trial", "judge", "hearing"],
  ["lawyer", "attorney", "counsel", "legal fees", "retainer"],
  ["abuse", "domestic violence", "protective order", "restraining order", "coercive control"],
  ["dating", "new relationship", "new partner", "romance", "seeing someone"],
  [
    "stepparent",
    "step-parent",
    "step parenting",
    "stepmom",
    "stepdad",
    "stepmother",
    "stepfather",
    "stepfamily",
    "blended family",
    "stepkids",
    "stepchildren",
  ],
  ["holidays", "christmas", "thanksgiving", "holiday schedule", "vacation"],
  ["move away", "relocation", "relocate", "moving out of state", "another state", "out of state"],
  ["international", "overseas", "abroad", "another country", "hague convention", "abduction"],
  ["pets", "pet", "dog", "cat", "veterinarian"],
  ["depression", "depressed", "feeling down", "sadness", "grief"],
  ["anger", "angry", "rage", "resentment"],
  ["special needs", "autism", "autistic", "disability", "adhd"],
  ["reconciliation", "save the marriage", "saving the marriage", "discernment counseling"],
  ["immigration", "green card", "visa"],
  ["child's preference", "child preference"],
  ["two homes", "back and forth", "transitions", "exchanges", "nesting"],
  ["affair", "infidelity", "cheating", "cheated", "unfaithful"],
  ["taxes", "tax", "irs", "tax return"],
  ["debt", "credit", "credit score", "loans", "bankruptcy"],
  ["grief", "sadness", "loss", "mourning", "heartbreak"],
  ["anxiety", "stress", "overwhelm", "panic", "worry"],
  ["therapy", "therapist", "counseling", "counselor"],
  ["self-care", "self care", "wellbeing", "well-being", "healing"],
  ["prenup", "prenuptial", "postnup", "postnuptial", "marital agreement"],
  ["grandparents", "grandparent", "grandchildren"],
  ["social media", "facebook", "instagram", "texts", "evidence"],
  ["communication", "messages", "texting", "biff"],
  ["hidden assets", "financial infidelity", "hiding money", "forensic accountant", "forensic accounting"],
  ["business", "business valuation", "small business", "company"],
  ["budget", "money", "finances", "financial", "expenses"],
  ["ex", "ex-husband", "ex-wife", "former spouse", "ex-spouse"],
  ["telling the kids", "tell the kids", "telling children", "breaking the news"],
  ["grey divorce", "gray divorce", "divorce after 50", "later in life"],
  ["military", "service member", "veteran", "deployment"],
];

export const synonymsByTerm: ReadonlyMap<string, readonly string[]> = new Map(
  synonymGroups.flatMap((group) => group.map((term) => [term, group] as const)),
);

/** Common topic words of the field that are not in a group (and are often misspelled). */
const topicWords: readonly string[] = [
  "divorce",
  "separation",
  "mediation",
  "parenting",
  "support",
  "schedule",
  "emotional",
  "financial",
  "settlement",
  "agreement",
];

/**
 * Single words that are terms of the field by themselves: the groups' one-word terms and the topic
 * words. A word of a phrase is not one ("time" of "parenting time", "wife" of "ex-wife").
 */
export const fieldWords: ReadonlySet<string> = new Set([
  ...synonymGroups.flat().filter((term) => /^[a-z0-9]+$/.test(term)),
  ...topicWords,
]);

/** Single words the vocabulary knows, phrases' words included, for correcting misspellings ("custdy" → "custody"). */
export const knownWords: readonly string[] = [
  ...new Set([
    ...synonymGroups
      .flat()
      .flatMap((term) => term.split(/[\s-]+/))
      .filter((word) => word.length >= 4 && /^[a-z]+$/.test(word)),
    ...topicWords,
  ]),
];

/** A word's trigrams as pg_trgm pads them; exported so a caller comparing one text often computes them once. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const result = new Set<string>();
  for (let index = 0; index < padded.length - 2; index++) result.add(padded.slice(index, index + 3));
  return result;
}

/** pg_trgm's similarity, in JavaScript, for single words. */
export function wordSimilarity(a: string, b: string): number {
  return trigramSimilarity(trigrams(a), trigrams(b));
}

/** wordSimilarity of two texts' trigrams. */
export function trigramSimilarity(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * The vocabulary word a misspelled query word most likely means, when one is clearly close
 * ("aliminy" → "alimony", "narcisist" → "narcissist"); otherwise undefined.
 */
export function correctSpelling(word: string): string | undefined {
  if (word.length < 4 || knownWords.includes(word)) return undefined;
  let best: { word: string; score: number } | undefined;
  for (const candidate of knownWords) {
    const score = wordSimilarity(word, candidate);
    if (!best || score > best.score) best = { word: candidate, score };
  }
  return best && best.score >= 0.4 ? best.word : undefined;
}
