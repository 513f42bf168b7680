/**
 * Clipboard HTML from Microsoft Word and Google Docs, reduced to plain structure before the editor
 * parses it. The editor's schema already drops every element and attribute it does not know; what
 * it cannot drop on its own is Word's list bullets (typed into the text, hidden by an mso style),
 * Word's fake lists (paragraphs styled `mso-list`, not `<ul>`), its empty spacer paragraphs, and
 * Google Docs' wrapper that would otherwise read as bold. Styles and classes are removed, except
 * the bold and italic that Google Docs writes as inline styles, which the editor reads as marks.
 */

type ParseHtml = (html: string) => Document;

const parseInBrowser: ParseHtml = (html) => new DOMParser().parseFromString(html, "text/html");

// Word's downlevel-hidden conditional comments hold VML and XML, never text for the reader.
const CONDITIONAL_COMMENT = /<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi;
// Downlevel-revealed markers (`<![if !supportLists]>`, `<![endif]>`): the markers go, what is
// between them (the bullet in a span styled mso-list:Ignore) is removed with that span below.
const REVEALED_MARKER = /<!\[(?:if[^\]]*|endif)\]>/gi;
// The only inline styles kept: Google Docs' bold and italic, which the editor reads as marks.
const KEPT_STYLE = /^(?:font-weight:\s*(?:bold|bolder|[6-9]00)|font-style:\s*italic)$/i;
const ORDERED_MARKER = /^\s*(?:\d+|[a-z]{1,2}|[ivxlcdm]+)[.)]\s*$/i;
const WORD_LIST_MARKER = /mso-list:\s*ignore/i;
const WORD_LIST_LEVEL = /mso-list:\s*l\d+\s+level(\d+)/i;

// ProseMirror marks what it copies itself; that HTML is already the editor's own.
const COPIED_FROM_AN_EDITOR = /\sdata-pm-slice=/;
// Attributes the editor's schema reads (a numbered list's first number included).
const KEPT_ATTRIBUTES = new Set(["href", "src", "alt", "title", "start"]);

export function cleanPastedHtml(html: string, parse: ParseHtml = parseInBrowser): string {
  if (COPIED_FROM_AN_EDITOR.test(html)) return html;
  const document = parse(html.replace(CONDITIONAL_COMMENT, "").replace(REVEALED_MARKER, ""));
  const body = document.body;
  removeComments(body);
  for (const element of [...body.querySelectorAll("style, meta, link, title, script, xml")]) element.remove();
  unwrapGoogleDocsWrapper(body);
  demoteTopHeadings(body);
  rebuildWordLists(body);
  for (const element of [...body.querySelectorAll("*")]) {
    // Word's `<o:p>` and other namespaced tags carry nothing but spacing.
    if (element.tagName.includes(":")) {
      unwrap(element);
      continue;
    }
    cleanAttributes(element);
    // A span left without a style says nothing.
    if (element.tagName === "SPAN" && element.attributes.length === 0) unwrap(element);
  }
  removeEmptyParagraphs(body);
  return body.innerHTML.trim();
}

function removeComments(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Google Docs wraps the whole selection in `<b style="font-weight:normal" id="docs-internal-guid-…">`. */
function unwrapGoogleDocsWrapper(body: Element): void {
  for (const wrapper of [...body.querySelectorAll('[id^="docs-internal-guid"]')]) unwrap(wrapper);
}

/** A document's Heading 1 is a section of the post here: the page's own h1 is its title. */
function demoteTopHeadings(body: Element): void {
  for (const heading of [...body.querySelectorAll("h1")]) {
    const section = body.ownerDocument.createElement("h2");
    section.append(...heading.childNodes);
    heading.replaceWith(section);
  }
}

function styleOf(element: Element): string {
  return element.getAttribute("style") ?? "";
}

/**
 * Word writes a list as paragraphs styled `mso-list:l0 level1 lfo1`, each starting with its bullet
 * or number in a span styled `mso-list:Ignore`. Consecutive ones become a real list, nested by level,
 * ordered when the marker is a number or letter.
 */
function rebuildWordLists(body: Element): void {
  const document = body.ownerDocument;
  let stack: HTMLElement[] = [];
  let previous: Element | null = null;
  for (const paragraph of [...body.querySelectorAll("p")]) {
    const level = WORD_LIST_LEVEL.exec(styleOf(paragraph));
    if (!level) continue;
    const marker = [...paragraph.querySelectorAll("span")].find((span) => WORD_LIST_MARKER.test(styleOf(span)));
    const ordered = ORDERED_MARKER.test(marker?.textContent?.replace(/\u00a0/g, " ") ?? "");
    marker?.remove();
    const depth = Math.max(1, Number(level[1]));
    // A list continues only from the paragraph right before it.
    if (!previous || previous.nextElementSibling !== paragraph) stack = [];
    if (stack.length === 0) {
      const list = document.createElement(ordered ? "ol" : "ul");
      paragraph.before(list);
      stack.push(list);
    }
    while (stack.length > depth) stack.pop();
    while (stack.length < depth) {
      const parentItem = stack.at(-1)!.lastElementChild ?? stack.at(-1)!.appendChild(document.createElement("li"));
      const nested = document.createElement(ordered ? "ol" : "ul");
      parentItem.append(nested);
      stack.push(nested);
    }
    const item = document.createElement("li");
    item.append(...paragraph.childNodes);
    stack.at(-1)!.append(item);
    // The paragraph stays as a placeholder until the run ends, so the next one can see it follows.
    paragraph.replaceChildren();
    paragraph.setAttribute("data-word-list-item", "");
    previous = paragraph;
  }
  for (const placeholder of [...body.querySelectorAll("[data-word-list-item]")]) placeholder.remove();
}

function cleanAttributes(element: Element): void {
  const kept = styleOf(element)
    .split(";")
    .map((declaration) => declaration.trim())
    .filter((declaration) => KEPT_STYLE.test(declaration));
  for (const name of element.getAttributeNames()) {
    if (KEPT_ATTRIBUTES.has(name)) continue;
    element.removeAttribute(name);
  }
  if (kept.length > 0) element.setAttribute("style", kept.join("; "));
  const href = element.getAttribute("href");
  if (href) element.setAttribute("href", withoutGoogleRedirect(href));
}

/** Google Docs sends links through `https://www.google.com/url?q=<the real address>&sa=D…`. */
function withoutGoogleRedirect(href: string): string {
  try {
    const url = new URL(href);
    const target = url.searchParams.get("q");
    if (url.hostname === "www.google.com" && url.pathname === "/url" && target && /^https?:\/\//i.test(target)) {
      return target;
    }
  } catch {
    // Not an absolute URL: the editor's link rules decide.
  }
  return href;
}

/**
 * Word's blank lines are paragraphs holding only a non-breaking space; Google Docs puts bare `<br>`
 * between blocks. The editor would keep both as empty paragraphs.
 */
function removeEmptyParagraphs(body: Element): void {
  for (const lineBreak of [...body.children].filter((child) => child.tagName === "BR")) lineBreak.remove();
  for (const paragraph of [...body.querySelectorAll("p")]) {
    if (paragraph.querySelector("img, br") || (paragraph.textContent ?? "").replace(/[\s\u00a0]/g, "") !== "") continue;
    paragraph.remove();
  }
}
