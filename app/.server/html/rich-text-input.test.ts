import { describe, expect, it } from "vitest";
import { richTextFromInput } from "./rich-text-input";

describe("richTextFromInput", () => {
  it("turns plain text into escaped paragraphs, angle brackets included", () => {
    expect(richTextFromInput("Custody split is 60<40 vs 40>60.\n\nKids <and> parents")).toBe(
      "<p>Custody split is 60&lt;40 vs 40&gt;60.</p>\n<p>Kids &lt;and&gt; parents</p>",
    );
  });

  it("sanitizes text that contains real markup", () => {
    const html = richTextFromInput('<p>Hi</p><script>alert(1)</script><a href="javascript:x">x</a>');
    expect(html).toContain("<p>Hi</p>");
    expect(html).not.toMatch(/script|javascript/);
  });
});
