import { readFileSync } from "node:fs";
import { DOMParser } from "linkedom";
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./clean-pasted-html";

// A browser's DOMParser builds the html and body around a fragment; linkedom needs them written out.
const parse = (html: string) =>
  new DOMParser().parseFromString(
    /<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`,
    "text/html",
  ) as unknown as Document;
const clipboard = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/clipboard/${name}`, import.meta.url), "utf8");
const clean = (html: string) => cleanPastedHtml(html, parse);
const squash = (html: string) => html.replace(/\s+/g, " ").replace(/> </g, "><");

describe("cleanPastedHtml: Word", () => {
  const html = clean(clipboard("word.html"));

  it("drops Word's styles, classes, namespaced tags, conditional comments and head", () => {
    expect(html).not.toMatch(/mso|Mso|class=|<o:p|<!--|<!\[|<style|<meta|<xml|font-family|Cambria/);
  });

  it("turns Word's styled paragraphs into real, nested lists without the typed bullets", () => {
    expect(squash(html)).toContain(
      "<ul><li>Pack the school bag the night before<ul><li>Reading folder included</li></ul></li><li>Say goodbye at the door</li></ul>",
    );
    expect(squash(html)).toContain("<ol><li>Check the calendar</li><li>Confirm by text</li></ol>");
    expect(html).not.toMatch(/·|(^|>)o\s/);
  });

  it("keeps headings, bold, italic and links, and drops the blank spacer paragraphs", () => {
    expect(squash(html)).toMatch(/^<h2>Before the first handover<\/h2><p>Agree the <b>pick-up time<\/b>/);
    expect(html).toContain("<b>pick-up time</b>");
    expect(html).toContain("<i>boring</i>");
    expect(html).toContain('<a href="https://untangled.example/guides/handover">');
    expect(html).not.toMatch(/<p>(\s|&nbsp;|\u00a0)*<\/p>/);
  });
});

describe("cleanPastedHtml: Google Docs", () => {
  const html = clean(clipboard("google-docs.html"));

  it("unwraps the document-wide <b> so nothing turns bold, and keeps real bold and italic", () => {
    expect(html).not.toMatch(/docs-internal-guid|<b[ >]/);
    expect(html).toContain('<span style="font-weight:700">together</span>');
    expect(html).toContain('<span style="font-style:italic">short</span>');
    expect(html).not.toMatch(/font-weight:400|font-size|color:|white-space|dir=|role=|aria-level/);
  });

  it("keeps the list and links to the real address instead of Google's redirect", () => {
    expect(squash(html)).toContain(
      "<ul><li><p>It is not their fault</p></li><li><p>Both homes are theirs</p></li></ul>",
    );
    expect(html).toContain('<a href="https://untangled.example/episodes/talking-to-kids">');
    expect(html).not.toMatch(/google\.com|Apple-interchange/);
  });

  it("drops the line breaks Google Docs puts between blocks", () => {
    expect(html).not.toMatch(/<\/p><br>|<\/ul><br>|<br>$/);
  });
});

describe("cleanPastedHtml: other HTML", () => {
  it("leaves ordinary markup alone apart from attributes", () => {
    expect(clean('<p class="lead" data-x="1">Hi <a href="https://example.com" target="_blank">there</a></p>')).toBe(
      '<p>Hi <a href="https://example.com">there</a></p>',
    );
  });

  it("keeps an image's address and alt text", () => {
    expect(clean('<p><img src="https://cdn.example/a.jpg" alt="A calendar" width="300" style="mso-x:1"></p>')).toBe(
      '<p><img src="https://cdn.example/a.jpg" alt="A calendar"></p>',
    );
  });

  it("keeps a numbered list's first number", () => {
    expect(clean('<ol start="3" class="x"><li>Three</li></ol>')).toBe('<ol start="3"><li>Three</li></ol>');
  });

  it("leaves what the editor copied itself as it is, so its slice information survives", () => {
    const copied = '<p data-pm-slice="1 1 []">Keep <strong>this</strong></p>';
    expect(clean(copied)).toBe(copied);
  });

  it("makes a pasted Heading 1 a section heading, since the page's title is its h1", () => {
    expect(clean('<h1 class="Title">Custody basics</h1><p>Text</p>')).toBe("<h2>Custody basics</h2><p>Text</p>");
  });
});
