import { describe, expect, it } from "vitest";
import { consultationContactHref } from "~/lib/consultation";
import { needsOwnLawyer, withOwnCaseNote } from "./own-case";

/**
 * Questions written for this test, as listeners in the middle of their own case and listeners who
 * want to understand how things work would ask. The rule (own-case.ts) was written from its
 * vocabularies, not from these.
 */
const ownCase = [
  "My custody hearing is next Tuesday, what should I say to the judge?",
  "I was just served with divorce papers, what do I do?",
  "My ex filed for emergency custody and I don't know what to do",
  "How do I get a protective order against my husband?",
  "Do I need a lawyer for my custody case?",
  "My wife's attorney sent me a settlement offer, should I sign it?",
  "We have a court date for the divorce trial next month",
  "Can you help me fight my ex for full custody?",
  "My ex violated the restraining order, what can I do?",
  "I got a subpoena to testify in my sister's divorce",
  "I need a lawyer in Texas for my divorce",
  "Our mediation failed and now we're going to trial",
  "CPS showed up at my house after my ex reported me",
];

const general = [
  "How does custody work?",
  "What is the difference between joint and sole custody?",
  "Episodes about co-parenting after divorce",
  "How do courts decide child support?",
  "What happens at a custody hearing?",
  "Tips for telling my kids about the divorce",
  "my ex won't follow the parenting plan, what should I listen to?",
  "dating after divorce",
  "How do I talk to my teenager about moving between two homes?",
  "What is mediation and how is it different from litigation?",
  "Is there an episode with a divorce attorney about retirement accounts?",
  "I loved the episode on grey divorce, any more like it?",
  "should we go to court or use a mediator",
];

describe("needsOwnLawyer", () => {
  const results = [
    ...ownCase.map((question) => ({ question, expected: true, got: needsOwnLawyer(question) })),
    ...general.map((question) => ({ question, expected: false, got: needsOwnLawyer(question) })),
  ];
  const truePositives = results.filter((r) => r.expected && r.got).length;
  const falsePositives = results.filter((r) => !r.expected && r.got).length;
  const falseNegatives = results.filter((r) => r.expected && !r.got).length;
  const precision = truePositives / (truePositives + falsePositives);
  const recall = truePositives / (truePositives + falseNegatives);

  it("tells own-case questions from general ones (precision and recall on the set)", () => {
    console.info(
      `needs-a-lawyer detection on ${results.length} questions: precision ${precision.toFixed(2)}, recall ${recall.toFixed(2)}` +
        ` (${truePositives} true positives, ${falsePositives} false positives, ${falseNegatives} missed)`,
    );
    expect(results.length).toBeGreaterThanOrEqual(20);
    expect(results.filter((r) => r.expected !== r.got)).toEqual([]);
  });

  it("ignores case and curly apostrophes", () => {
    expect(needsOwnLawyer("I’M BEING SERVED WITH PAPERS TOMORROW")).toBe(true);
  });
});

describe("withOwnCaseNote", () => {
  it("says it cannot advise first, keeps the answer and offers the consultation first", () => {
    const answer = withOwnCaseNote(
      { response: 'Here is an episode:\n1. "Custody 101"', intro: "Here is an episode:", links: [] },
      { href: consultationContactHref, external: false },
    );
    expect(answer.response).toMatch(/^It sounds like this is about your own case, and I can't advise on that/);
    expect(answer.response).toContain('1. "Custody 101"');
    expect(answer.intro).toMatch(/can't advise[\s\S]*\n\nHere is an episode:$/);
    expect(answer.links).toEqual([
      { label: "Book a consultation", href: "/contact?inquiry=consultation", consultation: true },
    ]);
  });
});
