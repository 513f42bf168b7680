import { decodeHTMLStrict } from "entities/decode";

/**
 * Decodes character references (`&amp;`, `&#8217;`, `&rsquo;`, `&Eacute;`) with HTML's full table of
 * named references (the `entities` package), as feeds and pasted embed codes use HTML names even
 * where XML does not define them. Never expands anything a document declared itself: each reference
 * becomes at most two characters, so the cost is linear in the input and no "billion laughs" blow-up
 * is possible. References must end in a semicolon; unknown names stay as written, and numeric
 * references follow HTML (NUL, surrogates and out-of-range code points become U+FFFD, `&#150;` the
 * dash Windows-1252 meant).
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes("&")) return text;
  return decodeHTMLStrict(text);
}
