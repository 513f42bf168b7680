import { decodeCharacterReferences } from "~/lib/character-references";

/**
 * A deliberately tiny reader for exactly one pasted HTML start tag (plus its optional end tag). It is
 * not an HTML parser: anything it does not fully understand is refused, so pasted markup can only
 * ever be read as the one element we expect, never interpreted loosely.
 */

export type SingleTag = { name: string; attributes: Map<string, string[]> };

export type SingleTagResult =
  { ok: true; tag: SingleTag } | { ok: false; reason: "not-a-tag" | "malformed" | "more-than-one-element" };

const NAME_END = /[\s/>=]/;
// Characters that browsers treat specially inside an unquoted value or a name; refusing them keeps
// our reading and the browser's reading identical.
const UNSAFE_IN_NAME = /["'<`]/;
const UNSAFE_IN_UNQUOTED = /["'<=`]/;

export function readSingleTag(input: string): SingleTagResult {
  const text = input.trim();
  const open = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(text);
  if (!open?.[1]) return { ok: false, reason: "not-a-tag" };
  const name = open[1].toLowerCase();
  const attributes = new Map<string, string[]>();
  let i = open[0].length;

  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };

  // The tag name must be followed by whitespace, "/" or ">" (so "<iframex" is not an iframe).
  if (i < text.length && !/[\s/>]/.test(text[i]!)) return { ok: false, reason: "malformed" };

  for (;;) {
    skipSpace();
    if (i >= text.length) return { ok: false, reason: "malformed" };
    const c = text[i]!;
    if (c === ">") {
      i++;
      break;
    }
    if (c === "/") {
      // Only a self-closing "/>" is tolerated; a stray slash elsewhere is malformed.
      if (text[i + 1] !== ">") return { ok: false, reason: "malformed" };
      i += 2;
      break;
    }
    let end = i;
    while (end < text.length && !NAME_END.test(text[end]!)) end++;
    const attrName = text.slice(i, end).toLowerCase();
    if (!attrName || UNSAFE_IN_NAME.test(attrName)) return { ok: false, reason: "malformed" };
    i = end;
    skipSpace();
    let value = "";
    if (text[i] === "=") {
      i++;
      skipSpace();
      const quote = text[i];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, i + 1);
        if (close === -1) return { ok: false, reason: "malformed" };
        value = text.slice(i + 1, close);
        i = close + 1;
        // Attributes must be separated; `a="x"b="y"` is a classic confusion trick.
        if (i < text.length && !/[\s/>]/.test(text[i]!)) return { ok: false, reason: "malformed" };
      } else {
        let valueEnd = i;
        while (valueEnd < text.length && !/[\s>]/.test(text[valueEnd]!)) valueEnd++;
        value = text.slice(i, valueEnd);
        if (!value || UNSAFE_IN_UNQUOTED.test(value)) return { ok: false, reason: "malformed" };
        i = valueEnd;
      }
    }
    const values = attributes.get(attrName) ?? [];
    values.push(decodeCharacterReferences(value));
    attributes.set(attrName, values);
  }

  const rest = text.slice(i).trim();
  if (rest !== "" && !new RegExp(`^</${name}\\s*>$`, "i").test(rest)) {
    return { ok: false, reason: "more-than-one-element" };
  }
  return { ok: true, tag: { name, attributes } };
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
