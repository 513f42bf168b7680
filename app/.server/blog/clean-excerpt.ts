import { htmlToPlainText } from "../html/sanitize-html";

/** The admin form describes an excerpt as 2-3 sentences; cards have room for about this much. */
export const MAX_EXCERPT_LENGTH = 400;
const MAX_SENTENCES = 3;

/** A site name after "appeared first on" is short; anything longer is the post's own text. */
const MAX_FOOTER_TAIL = 120;

/**
 * Removes the footer Yoast SEO and WordPress feeds append to every excerpt: "The post <title>
 * appeared first on <site>." It is matched on plain text, from the last "appeared first on" back to
 * the "The post" before it, and only where it stands on its own at the very end (its own line, or
 * after a finished sentence, with a short site name after it), so a post that merely uses the words
 * keeps them.
 */
export function removePostFooter(text: string): string {
  const lower = text.toLowerCase();
  const marker = lower.lastIndexOf("appeared first on");
  if (marker < 0) return text;
  const tail = text.slice(marker + "appeared first on".length).trim();
  if (tail.length > MAX_FOOTER_TAIL || /[.!?]\s+\S/.test(tail)) return text;
  const start = lower.lastIndexOf("the post ", marker);
  if (start < 0) return text;
  const before = text.slice(0, start);
  if (before.trim() && !/(?:[.!?…"”)\]]\s+|\n\s*)$/.test(before)) return text;
  return before.trimEnd();
}

// WordPress ends generated excerpts with "[…]" (`[&hellip;]`), and themes add a "Continue reading"
// link after the last sentence or ellipsis.
const TRUNCATION_MARK = /\s*\[(?:…|\.\.\.)\]\s*$/;
const MORE_LINK = /(?<=[.!?…]|^)\s*(?:continue reading|read more)\b[^.!?]{0,120}[.!?…→»]*\s*$/i;

/** Abbreviations that end in a full stop without ending the sentence (ICU splits after them). */
const ABBREVIATION = /(?:^|\s)(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr|Esq|Hon|Rev|vs|etc|e\.g|i\.e|approx|[A-Z])\.\s*$/;

function splitSentences(text: string): string[] {
  const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
  const sentences: string[] = [];
  let pending = "";
  for (const { segment } of segmenter.segment(text)) {
    pending += segment;
    if (!ABBREVIATION.test(pending)) {
      sentences.push(pending);
      pending = "";
    }
  }
  if (pending) sentences.push(pending);
  return sentences;
}

/** Cuts at a word boundary and marks the cut with an ellipsis. */
function truncateWords(text: string, maxLength: number): string {
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(" ");
  const words = space > maxLength * 0.6 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:–—-]+$/, "")}…`;
}

export type CleanExcerptOptions = { maxLength?: number; maxSentences?: number };

/**
 * A card excerpt from a post's excerpt or content (HTML or plain text): plain text on one line,
 * the "appeared first on" footer and "[…]"/"Continue reading" tails removed, then whole sentences,
 * at most three and at most `maxLength` characters. A first sentence longer than that is cut at a
 * word boundary with an ellipsis.
 */
export function cleanExcerpt(html: string, options: CleanExcerptOptions = {}): string {
  const { maxLength = MAX_EXCERPT_LENGTH, maxSentences = MAX_SENTENCES } = options;
  // The footer is its own paragraph in HTML: look for it while the lines are still apart.
  let text = removePostFooter(htmlToPlainText(html)).replace(/\s+/g, " ").trim();
  text = text.replace(MORE_LINK, "");
  // "[…]" meant the source cut the text short: keep saying so, the usual way.
  if (TRUNCATION_MARK.test(text)) text = `${text.replace(TRUNCATION_MARK, "").replace(/[\s.,;:]+$/, "")}…`;
  text = text.trim();
  if (!text) return "";

  let excerpt = "";
  let count = 0;
  for (const sentence of splitSentences(text)) {
    if (count >= maxSentences) break;
    const next = excerpt + sentence;
    if (next.trim().length > maxLength) break;
    excerpt = next;
    count++;
  }
  excerpt = excerpt.trim();
  return excerpt || truncateWords(text, maxLength);
}

/**
 * The same footer as the last paragraph of sanitized content: feeds append it to `content:encoded`
 * as well. The sanitizer's output writes paragraphs as bare `<p>`, so the last one is found exactly.
 */
export function removeFooterParagraph(sanitizedHtml: string): string {
  const last = /<p>((?:(?!<p>)[\s\S])*)<\/p>\s*$/.exec(sanitizedHtml);
  if (!last || !/appeared first on/i.test(last[1]!)) return sanitizedHtml;
  if (removePostFooter(htmlToPlainText(last[0])) !== "") return sanitizedHtml;
  return sanitizedHtml.slice(0, last.index).trimEnd();
}
