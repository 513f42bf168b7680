/**
 * The practice's legal notices, as the owner sets them (issue 32): the short disclaimer under every
 * episode, post and assistant answer, the long one on /disclaimer, the jurisdictions where the host
 * is licensed, the optional "Attorney Advertising" label, and the privacy and "Browsing safely"
 * pages. The host is a clearly fictional sample: replace these words with the practice's own (and
 * have a lawyer of the practice's state read them) before the site goes live.
 */

/** Where the host is licensed to practise law: About, /disclaimer and the host's structured data. */
export const licensedJurisdictions: readonly string[] = ["California", "Oregon"];

/** "California and Oregon", "California, Oregon and Washington". */
export function jurisdictionList(names: readonly string[] = licensedJurisdictions): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** About's line under the biography: "Licensed to practise law in California and Oregon." */
export const licensedNote = {
  text: (names: readonly string[] = licensedJurisdictions) => `Licensed to practise law in ${jurisdictionList(names)}.`,
  disclaimerLink: "Disclaimer",
} as const;

export const attorneyAdvertising = {
  /**
   * Some states require lawyers' websites to say "Attorney Advertising". Off by default; on, the
   * footer shows `label`.
   */
  show: false,
  label: "Attorney Advertising",
} as const;

/** Under every episode, post and assistant answer. */
export const shortDisclaimer = {
  text: "General information, not legal advice. Listening, reading or writing to us does not make you a client or create an attorney–client relationship.",
  linkLabel: "Read the full disclaimer",
} as const;

/** On an episode or post with a review date: "Legal information as of March 4, 2026". */
export const legalReviewNote = {
  prefix: "Legal information as of",
  jurisdictionsPrefix: "Law discussed:",
} as const;
