import { assistantOwnCaseNote, consultationCallToAction } from "~/content/consultation";
import type { ConsultationLink } from "~/lib/consultation";
import type { AnswerLink } from "~/lib/search-assistant";

/**
 * Whether a question to the assistant sounds like the listener needs their own lawyer (issue 32):
 * then the answer says it cannot advise on their case and offers the consultation path beside the
 * episodes it found.
 *
 * The rule is two small vocabularies, not a list of questions: a question is about the listener's
 * own case when it names a step of a legal process or a dispute (SITUATION) AND frames it as their
 * own (FIRST_PERSON). Either alone is not enough: "what happens at a custody hearing?" asks how
 * things work, and "how do I tell my kids about the divorce?" is first-person but names no legal
 * step; the episodes answer both. Asking for a lawyer or for advice on one's own case is a
 * situation word too ("do I need a lawyer", "can you represent me").
 *
 * SITUATION, grouped by what it names (written from how family courts and their forms name the
 * steps, not from any test's questions):
 * - the court and its dates: hearing, court date, trial, judge, magistrate, deposition, appeal
 * - papers served and filed: served, summons, subpoena, petition, motion, filed / filing (for),
 *   papers (divorce, custody, court)
 * - orders: protective, restraining, no-contact, emergency or temporary orders, order of protection,
 *   contempt, violated / violating an order
 * - a dispute over the children: custody battle, fight, dispute, case, war; fighting for or over
 *   custody; full or sole custody sought against someone; emergency custody; a custody evaluation;
 *   a guardian ad litem; child protective services (CPS)
 * - counsel for oneself: lawyer, attorney, legal advice, represent, representation, take my case,
 *   settlement offer, sue / suing
 *
 * FIRST_PERSON: the listener's own stake, not a bare "I" ("I want to learn how hearings work" is
 * general): my, our, me, us, mine, and "I" or "we" followed by a verb of having or undergoing (I'm,
 * I am, I've, I have, I had, I got, I was, I need, I received, I filed, we're, we have, …).
 */
const SITUATION: readonly RegExp[] = [
  /\b(?:hearings?|court ?dates?|trials?|judges?|magistrates?|depositions?|appeal(?:s|ing)?)\b/,
  /\b(?:served|summons(?:ed)?|subpoena(?:s|ed)?|petitions?|motions?|fil(?:ed|ing|es?) (?:for|against|a|an|papers|the)|(?:divorce|custody|court|legal) papers)\b/,
  /\b(?:protective|restraining|no[- ]contact|emergency|temporary|protection) orders?\b/,
  /\border of protection\b|\bcontempt\b|\bviolat(?:ed|es|ing) (?:the|an?|our|my|his|her) (?:\w+ )?order\b/,
  /\bcustody (?:battle|fight|dispute|case|war|evaluation|evaluator|order)s?\b/,
  /\bfight(?:ing)? (?:for|over) (?:custody|the kids|my kids|our kids|the children|my children)\b/,
  /\b(?:full|sole|emergency) custody\b/,
  /\bguardian ad litem\b|\bchild protective services\b|\bcps\b/,
  /\b(?:lawyers?|attorneys?|legal advice|represent(?:s|ed|ing)?|representation|take my case|settlement offers?|sue|suing)\b/,
];

const FIRST_PERSON =
  /\b(?:my|our|me|us|mine|i'm|im|i am|i've|ive|i have|i had|i got|i was|i need|i received|i filed|i just|we're|we are|we have|we had|we got|we were|we need)\b/;

/** The message as the rules read it: lower case, apostrophes straightened, runs of space as one. */
function normalized(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ");
}

/** The situation words a message names (empty when none), for tests and for the rule below. */
export function situationWordsIn(message: string): string[] {
  const text = normalized(message);
  return SITUATION.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [match[0]] : [];
  });
}

/** Whether the question names a legal step or dispute and frames it as the listener's own. */
export function needsOwnLawyer(message: string): boolean {
  return situationWordsIn(message).length > 0 && FIRST_PERSON.test(normalized(message));
}

/** What the assistant answers, as the search endpoint sends it. */
export type AssistantAnswer = { response: string; intro: string; links: AnswerLink[] };

/**
 * The answer to a question about the listener's own case: the note that the assistant cannot
 * advise on it, first, then the answer as it was (the episodes it found stay), and the consultation
 * link first among the links.
 */
export function withOwnCaseNote(answer: AssistantAnswer, consultation: ConsultationLink): AssistantAnswer {
  return {
    response: `${assistantOwnCaseNote}\n${answer.response}`,
    intro: `${assistantOwnCaseNote}\n\n${answer.intro}`,
    links: [
      { label: consultationCallToAction.linkLabel, href: consultation.href, consultation: true },
      ...answer.links,
    ],
  };
}
