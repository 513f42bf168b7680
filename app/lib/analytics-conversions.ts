import { contactInquiryOptions } from "./contact-fields";

/**
 * What /admin/analytics shows of conversions (docs/decisions/0028-privacy-first-analytics.md,
 * addendum): contact messages by inquiry type, the pages and episodes of the visits that sent them,
 * clicks on the consultation call to action by page, and search to play (the assistant's questions
 * and the plays started from its answers). Shared by the loader
 * (app/.server/analytics/analytics-conversions.ts), the CSV route and the page. Browser-safe.
 */
export const conversionTables = {
  inquiries: { title: "Messages by inquiry type", label: "Inquiry type", columns: ["messages"] },
  messagePages: { title: "Pages that led to a message", label: "Page", columns: ["messages"] },
  messageEpisodes: { title: "Episodes that led to a message", label: "Episode", columns: ["messages"] },
  bookings: { title: "Booking clicks by page", label: "Page", columns: ["clicks", "visitors"] },
  // Questions asked to the assistant, plays started from its answers, and plays per 100 questions
  // (app/.server/analytics/search-to-play.ts), this period against the one before.
  searchToPlay: { title: "Search to play", label: "Period", columns: ["questions", "plays", "rate"] },
} as const;
export type ConversionTableName = keyof typeof conversionTables;
export type ConversionColumn = "messages" | "clicks" | "visitors" | "questions" | "plays" | "rate";

export const conversionColumnLabels: Record<ConversionColumn, string> = {
  messages: "Messages",
  clicks: "Clicks",
  visitors: "Visitors",
  questions: "Assistant questions",
  plays: "Plays from an answer",
  rate: "Plays per 100 questions",
};

export type ConversionTableRow = { value: string } & Partial<Record<ConversionColumn, number>>;

export type ConversionReport = {
  days: number;
  /** Messages counted in the period and the one before (not the inbox's: see the addendum). */
  messages: { current: number; previous: number };
  tables: Record<ConversionTableName, ConversionTableRow[]>;
};

/** An inquiry type's label on the contact form, or the stored value when the form no longer offers it. */
export function inquiryLabel(value: string): string {
  return contactInquiryOptions.find((option) => option.value === value)?.label ?? value;
}

/** This week's figures on /admin (the last 7 days, today included), or null with ANALYTICS=off. */
export type AnalyticsHeadline = {
  from: string;
  to: string;
  visitors: number;
  pageViews: number;
  plays: number;
  listeningHours: number;
  messages: number;
};
