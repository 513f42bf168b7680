/**
 * The key two episodes are duplicates by: the title with case, accents, punctuation, spacing and a
 * leading episode number ("Episode 12:", "Ep. 12 -", "#12", "S2 E5:", "12.") removed, so a feed
 * re-imported under renumbered or re-punctuated titles still collapses onto the original.
 */
// A bare number counts only with a separator: "12. Title" is numbered, "5 Mistakes to Avoid" is not.
const NUMBER_PREFIX =
  /^(?:(?:(?:episode|ep)\.?\s*#?\s*\d+|#\s*\d+|s\s*\d+\s*,?\s*e(?:p(?:isode)?)?\.?\s*\d+|season\s*\d+\s*,?\s*episode\s*\d+)(?:\s*[:.|–—-]\s*|\s+)|\d+\s*[:.|–—-]\s*)/;

export function duplicateKey(title: string): string {
  let text = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
  // Prefixes can stack ("Season 2 Episode 5 - #45: …"); strip until none is left.
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(NUMBER_PREFIX, "");
  }
  return text
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const TITLE_NUMBER =
  /^(?:(?:episode|ep)\.?\s*#?\s*(\d+)|#\s*(\d+)|s\s*\d+\s*,?\s*e(?:p(?:isode)?)?\.?\s*(\d+)|season\s*\d+\s*,?\s*episode\s*(\d+)|(\d+)\s*[:.|–—-])/i;

/** The episode number a title starts with ("Episode 40: …", "#40 …", "S2 E5 …", "40. …"), if any. */
export function titleEpisodeNumber(title: string): number | undefined {
  const match = TITLE_NUMBER.exec(title.trim());
  const digits = match?.slice(1).find((group) => group !== undefined);
  return digits === undefined ? undefined : Number(digits);
}
