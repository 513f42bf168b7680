/** The home page's three promises; the icon names map to lucide icons in the component. */
export type ValueCard = {
  title: string;
  description: string;
  icon: "expert-guests" | "real-advice" | "life-beyond-divorce";
};

export const valueCards: readonly ValueCard[] = [
  {
    title: "Expert Guests",
    description:
      "Every week Claire sits down with the people who know divorce best: family-law judges, child psychologists, financial analysts, therapists and co-parenting coaches.",
    icon: "expert-guests",
  },
  {
    title: "Real Advice",
    description:
      "No jargon and no scare tactics. Clear, practical steps on custody, money, mediation and court, from someone who has sat across the table from more than two thousand families.",
    icon: "real-advice",
  },
  {
    title: "Life Beyond Divorce",
    description:
      "Divorce is a chapter, not the whole story. Hear how listeners and guests rebuilt confidence, found calm co-parenting rhythms and fell back in love with their own lives.",
    icon: "life-beyond-divorce",
  },
];
