import { sanitizeRichHtml } from "./sanitize-html";

/**
 * Text typed into an admin form (show notes, a post's body) is plain text unless it contains markup
 * (imported notes are HTML, and editing them keeps it): plain text becomes paragraphs, markup is
 * sanitized. Either way the result is safe to store and render.
 */
export function richTextFromInput(text: string): string {
  if (/<[a-z][\s\S]*>/i.test(text)) return sanitizeRichHtml(text);
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}
