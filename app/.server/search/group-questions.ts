import { setImmediate as nextTurn } from "node:timers/promises";
import { normalizeQuery } from "./normalize-query";
import { trigramSimilarity, trigrams } from "./synonyms";

/** A question as the insights page groups it: its text and how often it was asked. */
export type AskedQuestion = { question: string; count: number };

export type QuestionGroup = { label: string; count: number; examples: string[] };

type Topic = { words: string[]; grams: Set<string> };
type Group = Topic & { members: (AskedQuestion & { words: string[] })[] };

/** The words of a question that carry its topic ("my ex won't pay child support" → ex, pay, child support). */
function topicOf(question: string): Topic {
  const words = normalizeQuery(question, { correct: () => undefined }).concepts.map((concept) => concept.term);
  return { words, grams: trigrams(words.join(" ")) };
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
  constructor(threshold: number) {
    this.threshold = threshold;
  }

  add(asked: AskedQuestion): void {
    const topic = topicOf(asked.question);
    const member = { ...asked, words: topic.words };
    const home = this.groups.find((group) => similarity(group, topic) >= this.threshold);
    if (home) home.members.push(member);
    else this.groups.push({ ...topic, members: [member] });
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
  { threshold = 0.5 } = {},
): QuestionGroup[] {
  const grouper = new QuestionGrouper(threshold);
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
  { threshold = 0.5, sliceMs = 10 } = {},
): Promise<QuestionGroup[]> {
  const grouper = new QuestionGrouper(threshold);
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
