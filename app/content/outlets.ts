/**
 * The "As Featured On" list on the home page. The host is a fictional sample, so these outlets are
 * fictional too: no real publication should appear to vouch for her.
 */
export const outlets = [
  "Family Matters Radio",
  "The Morning Ledger",
  "Heartland Morning Show",
  "The Co-Parent Report",
  "Second Chapter Magazine",
  "Lawline Live",
  "The Modern Family Journal",
  "City Desk Daily",
  "Wellness Hour Radio",
  "Money & Marriage Weekly",
  "The Resilient Parent Podcast",
  "New Beginnings TV",
  "Courtroom Conversations",
  "Sunday Kitchen Table",
  "Women's Wealth Forum",
  "The Bar Review Podcast",
  "Parenting Today Network",
  "Midweek Mindset",
] as const;

export type Outlet = (typeof outlets)[number];
