import { describe, expect, it } from "vitest";
import { editorCanKeep, editorContentFromField } from "./rich-text-field";

describe("editorContentFromField", () => {
  it("reads plain text as escaped paragraphs, as the server does", () => {
    expect(editorContentFromField("Plan early.\nIn writing.\n\nShare it & keep 60<40 out")).toBe(
      "<p>Plan early.<br>In writing.</p>\n<p>Share it &amp; keep 60&lt;40 out</p>",
    );
  });

  it("passes HTML through for the editor's schema to read", () => {
    expect(editorContentFromField("<p>Keep it <strong>calm</strong></p>")).toBe("<p>Keep it <strong>calm</strong></p>");
  });
});

describe("editorCanKeep", () => {
  it("accepts what the toolbar writes and what imports commonly hold", () => {
    expect(
      editorCanKeep(
        '<h2>A</h2><p><strong>b</strong> <em>c</em> <a href="https://x.example">d</a></p><ul><li><p>e</p></li></ul><blockquote><p>f</p></blockquote><img src="https://x.example/a.jpg" alt="g"><pre><code>h</code></pre><hr>',
      ),
    ).toBe(true);
  });

  it("refuses markup the editor would drop on save: players, tables, captions, superscripts", () => {
    for (const html of [
      '<p>Listen</p><iframe src="https://www.podbean.com/player-v2/?i=x"></iframe>',
      "<table><tr><td>1</td></tr></table>",
      '<figure><img src="https://x.example/a.jpg" alt=""><figcaption>Cap</figcaption></figure>',
      "<p>1<sup>st</sup></p>",
    ]) {
      expect(editorCanKeep(html), html).toBe(false);
    }
  });
});
