/**
 * The four free guides on the Resources page: what the page lists. Their words live in
 * guide-documents.ts, which `npm run assets:guides` (scripts/generate-guides.ts) renders to the PDF at
 * `file`; it fails if `pages` no longer matches the rendered page count. Kept apart so the page's
 * browser bundle carries the list, not the full text of every guide.
 */
export type Guide = {
  slug: GuideSlug;
  title: string;
  description: string;
  file: string;
  pages: number;
};

export type GuideSlug =
  | "divorce-preparation-checklist"
  | "co-parenting-communication-guide"
  | "mediation-vs-litigation"
  | "financial-first-steps-after-divorce";

export const guides: readonly Guide[] = [
  {
    slug: "divorce-preparation-checklist",
    title: "The Divorce Preparation Checklist",
    description:
      "The documents to gather, the accounts to map, the first steps to take (and the moves to avoid) and the questions to ask before you hire a lawyer.",
    file: "/resources/divorce-preparation-checklist.pdf",
    pages: 3,
  },
  {
    slug: "co-parenting-communication-guide",
    title: "Co-Parenting Communication Guide",
    description:
      "How to build a parenting plan that works, answer a hostile message with a calm BIFF response, keep handoffs peaceful and talk with your children about divorce.",
    file: "/resources/co-parenting-communication-guide.pdf",
    pages: 3,
  },
  {
    slug: "mediation-vs-litigation",
    title: "Understanding Mediation vs. Litigation",
    description:
      "Mediation, collaborative divorce, negotiation and litigation compared: how each process works, what it tends to cost, how long it takes and how to prepare for mediation.",
    file: "/resources/mediation-vs-litigation.pdf",
    pages: 3,
  },
  {
    slug: "financial-first-steps-after-divorce",
    title: "Financial First Steps After Divorce",
    description:
      "What to do once the decree is signed: a new budget, separate accounts and credit, dividing retirement plans with a QDRO, insurance, taxes and updated estate documents.",
    file: "/resources/financial-first-steps-after-divorce.pdf",
    pages: 3,
  },
];
