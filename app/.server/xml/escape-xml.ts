// Characters XML 1.0 forbids outright; they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text and attribute values for XML documents we write (RSS, sitemap). */
export function escapeXml(value: string): string {
  return value.replace(FORBIDDEN_IN_XML, "").replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
