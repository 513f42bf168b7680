import { describe, expect, it } from "vitest";
import { editableText } from "./editable-text";
import { richTextFromInput } from "./rich-text-input";

describe("the text an admin edits for stored HTML", () => {
  it.each([
    ["one paragraph", "What every parent should know."],
    ["two paragraphs and a line break", "First thought.\n\nSecond thought,\non two lines."],
    ["characters that HTML escapes", "Kids & parents: 60<40 vs 40>60"],
  ])("shows %s as typed, and saving it again gives the same HTML", (_what, typed) => {
    const stored = richTextFromInput(typed);
    expect(editableText(stored)).toBe(typed);
    expect(richTextFromInput(editableText(stored))).toBe(stored);
  });

  it("never shows paragraph tags or character references", () => {
    expect(editableText("<p>Tom &amp; Jerry</p>\n<p>Part&nbsp;two</p>")).toBe("Tom & Jerry\n\nPart\u00a0two");
  });

  it("leaves richer HTML (links, lists, headings) as it is rather than lose what it says", () => {
    for (const html of [
      '<p>See <a href="https://example.com/">this</a>.</p>',
      "<ul><li>One</li></ul>",
      "<h2>Title</h2><p>Body</p>",
    ]) {
      expect(editableText(html)).toBe(html);
    }
  });
});
