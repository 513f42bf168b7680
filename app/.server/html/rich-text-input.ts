import { sanitizeRichHtml } from "./sanitize-html";

// Markup means a real HTML tag; "60<40 vs 40>60" or "Kids <and> parents" is text to escape.
const MARKUP =
  /<\/?(?:p|br|a|b|i|u|s|em|strong|span|div|ul|ol|li|h[1-6]|blockquote|img|figure|figcaption|iframe|table|tr|td|th|pre|code|hr|sup|sub|script|style|svg)(?=[\s/>])[^>]*>/i;

/**
 * Text typed into an admin form (show notes, a post's body) is plain text unless it contains markup
 * (imported notes are HTML, and editing them keeps it): plain text becomes paragraphs, markup is
 * sanitized. Either way the result is safe to store and render.
 */
export function richTextFromInput(text: string): string {
  if (MARKUP.test(text)) return sanitizeRichHtml(text);
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}
