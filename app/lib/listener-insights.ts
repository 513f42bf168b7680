/** What the listener-insights page (/admin/insights) shows: shared by its loader and its component. */

/** The periods the page offers, in days (the longest is the retention period). */
export const insightPeriods = [7, 30, 90, 180] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

export type InsightsView = {
  days: InsightPeriod;
  totals: { questions: number; answered: number; opened: number; unanswered: number };
  /** Of the questions that got episodes, the share whose listener opened one (0–1; null with none). */
  openedShare: number | null;
  topQuestions: { question: string; count: number; answered: number; opened: number }[];
  /**
   * Questions nothing answered, grouped by the topic they share: what to record next (`topic`, in
   * words), or a guest already on the show they ask for (`guest`); beside each, the existing
   * episode nearest it (`nearest`), when any episode shares something with it.
   */
  unansweredGroups: {
    label: string;
    topic: string;
    guest?: string;
    count: number;
    examples: string[];
    nearest?: { slug: string; title: string };
  }[];
};
