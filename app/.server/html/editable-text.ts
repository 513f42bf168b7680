import { decodeCharacterReferences } from "~/lib/character-references";

/** Paragraphs and line breaks, the only markup plain text typed into an admin form turns into. */
const PARAGRAPH_MARKUP = /<\/?p>|<br\s*\/?>/gi;

/**
 * What an admin edits in a plain-text box for stored HTML: the text as typed, when the HTML is only
 * what `richTextFromInput` makes of text (paragraphs and line breaks), so saving it again gives the
 * same HTML and the owner never sees `<p>` or `&amp;`. HTML with anything more (links, lists, an
 * imported post) is left as it is, since turning it into text would lose what the markup says.
 */
export function editableText(html: string): string {
  const trimmed = html.trim();
  if (/<(?!\/?p>|br\s*\/?>)[a-z/!?]/i.test(trimmed)) return html;
  return trimmed
    .split(/<\/p>/i)
    .map((paragraph) => paragraph.replace(/<p>/gi, "").trim())
    .filter(Boolean)
    .map((paragraph) =>
      decodeCharacterReferences(paragraph.replace(/\s*<br\s*\/?>\s*/gi, "\n").replace(PARAGRAPH_MARKUP, "")),
    )
    .join("\n\n");
}
