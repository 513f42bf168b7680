import { escapeUTF8 } from "entities";

// Characters XML 1.0 forbids outright; they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * Text and attribute values for XML documents we write (RSS, sitemap). XML's five named escapes
 * (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`) rather than numeric ones: some feed readers, the
 * Podcast Index's parser among them, leave `&#38;` undecoded in attributes, which lost the feed's
 * "Society & Culture" category. Everything else stays as UTF-8.
 */
export function escapeXml(value: string): string {
  return escapeUTF8(value.replace(FORBIDDEN_IN_XML, ""));
}
