import { setImmediate as nextTurn } from "node:timers/promises";
import { topicality } from "./everyday-words";
import { matchGuests } from "./guest-match";
import { normalizeQuery } from "./normalize-query";
import { relevance } from "./relevance";
import { inflectionBases } from "./wordnet";
import { synonymsByTerm, trigramSimilarity, trigrams } from "./synonyms";

/** A question as the insights page groups it: its text and how often it was asked. */
export type AskedQuestion = { question: string; count: number };

export type QuestionGroup = {
  /** The question its listeners asked most. */
  label: string;
  /** What to record, in words: the field's terms and topical words the group's questions share ("frozen embryos"). */
  topic: string;
  /** A guest already on the show whom these questions name: not a topic to record. */
  guest?: string;
  count: number;
  examples: string[];
};

export type GroupingOptions = {
  threshold?: number;
  /** The catalogue's guests, so a question naming one is read as asking for that guest. */
  guests?: readonly string[];
};

type Topic = { words: string[]; field: Set<string>; grams: Set<string>; guest?: string };
type Group = Topic & { members: (AskedQuestion & { words: string[]; guest?: string })[] };

/** A word below this topicality in everyday speech ("tell", "year", "old") is no topic to record. */
const TOPICAL = 0.6;

/** A word's topicality as its commonest dictionary form's ("explaining" as "explain"), as the search weighs it. */
function topicalityOf(word: string): number {
  return Math.min(topicality(word, relevance), ...inflectionBases(word).map((base) => topicality(base, relevance)));
}

/**
 * The words of a question that carry its topic: the field's terms and the words rare enough in
 * everyday speech to name a subject ("my ex won't pay child support" → child support; "how do I tell
 * my 4 year old" → nothing but the phrase, not "tell, year, old"), less any guest's name it says.
 */
function topicOf(question: string, guests: readonly string[]): Topic {
  const named = guests.length ? matchGuests(question, guests) : { guests: [], nameWords: [] };
  const nameWords = new Set(named.nameWords);
  const concepts = normalizeQuery(question, { correct: () => undefined }).concepts.filter(
    (concept) => !nameWords.has(concept.term),
  );
  // A term of the field's vocabulary itself (not a word of one of its phrases: "year" of "5 year") or a topical word.
  const fieldTerm = (term: string) => synonymsByTerm.has(term);
  const topical = concepts.filter(
    (concept) => fieldTerm(concept.term) || concept.term.split(" ").some((word) => topicalityOf(word) >= TOPICAL),
  );
  const words = (topical.length > 0 ? topical : concepts).map((concept) => concept.term);
  return {
    words,
    field: new Set(concepts.filter((concept) => fieldTerm(concept.term)).map((concept) => concept.term)),
    grams: trigrams(words.join(" ")),
    ...(named.guests.length === 1 ? { guest: named.guests[0] } : {}),
  };
}

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * A group's topic in words: the terms most of its questions share (the field's first), at most
 * three; for a single question, its own topical terms.
 */
function topicLabel(group: Group): string {
  const counts = new Map<string, number>();
  for (const member of group.members)
    for (const word of new Set(member.words)) counts.set(word, (counts.get(word) ?? 0) + member.count);
  const asked = group.members.reduce((sum, member) => sum + member.count, 0);
  const shared = [...counts]
    .filter(([, count]) => group.members.length === 1 || count * 2 >= asked)
    .sort((a, b) => Number(group.field.has(b[0])) - Number(group.field.has(a[0])) || b[1] - a[1])
    .map(([word]) => word);
  return listOf(shared.slice(0, 3));
}

/** How alike two questions' topics are: shared words, or nearly the same spelling. */
function similarity(a: Topic, b: Topic): number {
  if (a.words.length === 0 || b.words.length === 0) return 0;
  const shared = a.words.filter((word) => b.words.includes(word)).length;
  return Math.max(shared / Math.min(a.words.length, b.words.length), trigramSimilarity(a.grams, b.grams));
}

/**
 * Groups questions whose topics overlap (half their topic words shared, or nearly the same text),
 * one question at a time: each is compared with every group so far, so n distinct questions cost up
 * to n²/2 comparisons. A question's topic and trigrams are worked out once, not per comparison.
 */
class QuestionGrouper {
  private readonly groups: Group[] = [];
  private readonly threshold: number;
  private readonly guests: readonly string[];
  constructor({ threshold = 0.5, guests = [] }: GroupingOptions) {
    this.threshold = threshold;
    this.guests = guests;
  }

  add(asked: AskedQuestion): void {
    const topic = topicOf(asked.question, this.guests);
    const member = { ...asked, words: topic.words, ...(topic.guest ? { guest: topic.guest } : {}) };
    // Questions for a guest go together; the others by the topic they share.
    const home = this.groups.find((group) =>
      topic.guest || group.guest ? topic.guest === group.guest : similarity(group, topic) >= this.threshold,
    );
    if (home) {
      home.members.push(member);
      for (const term of topic.field) home.field.add(term);
    } else this.groups.push({ ...topic, field: new Set(topic.field), members: [member] });
  }

  /**
   * Largest group first, each labelled by the question its listeners asked most (the shorter one on a
   * tie): a real question reads as a topic to record, where a list of its words ("ex, pay, child
   * support") did not. The examples are the group's other questions.
   */
  result(): QuestionGroup[] {
    return this.groups
      .map((group) => {
        const byAsked = [...group.members].sort((a, b) => b.count - a.count || a.question.length - b.question.length);
        const label = byAsked[0]!.question;
        return {
          label,
          topic: topicLabel(group),
          ...(group.guest ? { guest: group.guest } : {}),
          count: group.members.reduce((sum, member) => sum + member.count, 0),
          examples: [...new Set(byAsked.map((member) => member.question))].filter((q) => q !== label).slice(0, 3),
        };
      })
      .sort((a, b) => b.count - a.count);
  }
}

const asAsked = (entry: string | AskedQuestion): AskedQuestion =>
  typeof entry === "string" ? { question: entry, count: 1 } : entry;

/** Groups unanswered questions by topic, largest group first (all at once: for a few questions). */
export function groupBySimilarity(
  questions: readonly (string | AskedQuestion)[],
  options: GroupingOptions = {},
): QuestionGroup[] {
  const grouper = new QuestionGrouper(options);
  for (const entry of questions) grouper.add(asAsked(entry));
  return grouper.result();
}

/**
 * The same grouping for the insights page, in slices of at most `sliceMs` of work, each followed by
 * a turn of the event loop: the grouping is CPU work on the server's only thread, and other
 * requests (another visitor's page, /healthz) are answered between slices instead of after it all.
 */
export async function groupInSlices(
  questions: readonly AskedQuestion[],
  { sliceMs = 10, ...options }: GroupingOptions & { sliceMs?: number } = {},
): Promise<QuestionGroup[]> {
  const grouper = new QuestionGrouper(options);
  let sliceStarted = performance.now();
  for (const asked of questions) {
    grouper.add(asked);
    if (performance.now() - sliceStarted >= sliceMs) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
  return grouper.result();
}
