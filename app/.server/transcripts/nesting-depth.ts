/**
 * Nesting checks made in one pass over the text, before a parser sees it. Parsers pay for depth:
 * htmlparser2 (under linkedom) keeps its open elements in an array it shifts at the front, so 300,000
 * nested `<time>` elements (3.9 MB) took 87 s to parse, and a JSON file of nested arrays builds a
 * tree as deep. Real transcripts and chapters are a few levels deep (docs/security.md, Q3).
 */

/** Elements the HTML parser may close by itself when another opens: never counted, so the check never overstates. */
const MAY_CLOSE_IMPLICITLY = new Set(
  "p li dt dd tr th td tbody thead tfoot colgroup caption option optgroup select input output button datalist textarea html head body rb rt rp rtc".split(
    " ",
  ),
);
const VOID_ELEMENTS = new Set("area base br col embed hr img input link meta param source track wbr".split(" "));
/** Their content is text, not tags. */
const RAW_TEXT = /^(?:script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)$/;

/**
 * Whether HTML nests elements deeper than `maxDepth`. Counts as the parser does (an end tag closes
 * back to the latest element of its name; one without an open element of its name is ignored), but
 * leaves out what the parser could close implicitly, so a real transcript is never refused for
 * depth it does not have. Linear: every element is opened and closed at most once.
 */
export function htmlNestsDeeperThan(html: string, maxDepth: number): boolean {
  // Attributes stop at the next "<" too, so an unclosed "<a" costs the distance to it, not the rest of the file.
  const tag = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][^\s/<>]*)[^<>]*?(\/?)>/g;
  const stack: string[] = [];
  const open = new Map<string, number>();
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, rawName, selfClosing] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      if (!open.get(name)) continue;
      for (;;) {
        const top = stack.pop()!;
        open.set(top, open.get(top)! - 1);
        if (top === name) break;
      }
    } else if (RAW_TEXT.test(name)) {
      const end = new RegExp(`</${name}`, "gi");
      end.lastIndex = tag.lastIndex;
      tag.lastIndex = end.exec(html)?.index ?? html.length;
    } else if (!selfClosing && !VOID_ELEMENTS.has(name) && !MAY_CLOSE_IMPLICITLY.has(name)) {
      stack.push(name);
      open.set(name, (open.get(name) ?? 0) + 1);
      if (stack.length > maxDepth) return true;
    }
  }
  return false;
}

/** Whether JSON nests arrays and objects deeper than `maxDepth` (brackets inside strings do not count). */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}
