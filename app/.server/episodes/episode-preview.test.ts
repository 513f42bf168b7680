import { describe, expect, it } from "vitest";
import { previewText, withoutAppearedFirstOn } from "./episode-preview";

describe("previewText", () => {
  it("keeps a short description whole, without an ellipsis", () => {
    expect(previewText("Short notes.")).toEqual({ text: "Short notes.", truncated: false });
  });

  it("cuts at 200 characters and adds a trailing ellipsis", () => {
    const preview = previewText("a".repeat(250));
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${"a".repeat(200)}...`);
  });

  it("does not count the trailing 'The post … appeared first on …' fragment", () => {
    const body = "b".repeat(190);
    const preview = previewText(`${body} The post Custody Basics appeared first on Untangled.`);
    expect(preview).toEqual({ text: body, truncated: false });
  });

  it("removes the fragment before measuring a long description", () => {
    const preview = previewText(`${"c".repeat(300)} The post X appeared first on Y.`);
    expect(preview.text).toBe(`${"c".repeat(200)}...`);
  });

  it("leaves text that merely mentions a post alone", () => {
    expect(withoutAppearedFirstOn("The post office was closed. We talk custody.")).toBe(
      "The post office was closed. We talk custody.",
    );
  });

  it("never splits an emoji", () => {
    const preview = previewText("🎙️".repeat(150));
    expect(preview.text.endsWith("...")).toBe(true);
    expect(preview.text).not.toMatch(/\uFFFD/);
  });

  it("collapses whitespace", () => {
    expect(previewText("  one\n\n two\tthree ").text).toBe("one two three");
  });
});
