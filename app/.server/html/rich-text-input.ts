import { containsMarkup, paragraphsFromPlainText } from "~/lib/rich-text-field";
import { sanitizeRichHtml } from "./sanitize-html";

/**
 * Text typed into an admin form (show notes, a post's body) is plain text unless it contains markup
 * (the admin's rich-text editor writes HTML, imported notes are HTML and editing them keeps it):
 * plain text becomes paragraphs, markup is sanitized. Either way the result is safe to store and
 * render.
 */
export function richTextFromInput(text: string): string {
  if (containsMarkup(text)) return sanitizeRichHtml(text, { sitePaths: true });
  return paragraphsFromPlainText(text);
}
