/**
 * How the text of a rich-text form field (show notes, a post's body) is read, in the browser and on
 * the server alike: the field holds plain text (typed without JavaScript) or HTML (written by the
 * editor, or imported), and both must mean the same thing on either side.
 */

// Markup means a real HTML tag; "60<40 vs 40>60" or "Kids <and> parents" is text to escape.
const MARKUP =
  /<\/?(?:p|br|a|b|i|u|s|em|strong|span|div|ul|ol|li|h[1-6]|blockquote|img|figure|figcaption|iframe|table|tr|td|th|pre|code|hr|sup|sub|script|style|svg)(?=[\s/>])[^>]*>/i;

export function containsMarkup(text: string): boolean {
  return MARKUP.test(text);
}

const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Plain text as HTML: blank lines start paragraphs, single line breaks stay line breaks. */
export function paragraphsFromPlainText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/**
 * Stored markup the rich-text editor has no place for: an embedded player, a table, a caption,
 * superscripts. Loading it into the editor would drop it on the next save, so such text is edited
 * as HTML in the plain box instead (docs/decisions/0014-rich-text-editor.md).
 */
const MARKUP_THE_EDITOR_DROPS = /<(?:iframe|table|figcaption|sup|sub|mark|q|dl|abbr|video|audio)\b/i;

export function editorCanKeep(text: string): boolean {
  return !MARKUP_THE_EDITOR_DROPS.test(text);
}

/** What the editor starts from: the field's HTML as it is, or its plain text as paragraphs. */
export function editorContentFromField(text: string): string {
  return containsMarkup(text) ? text : paragraphsFromPlainText(text);
}
