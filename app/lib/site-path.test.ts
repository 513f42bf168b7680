import { describe, expect, it } from "vitest";
import { isSitePath, sitePath } from "./site-path";

describe("isSitePath", () => {
  it.each(["/", "/images/blog/sunrise.svg", "/audio/sample-episode.wav?v=1", "/blog/a-b#top"])("accepts %s", (path) =>
    expect(isSitePath(path)).toBe(true),
  );
  it.each([
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "/\t/evil.example/x.png",
    "/\n/evil.example/x.png",
    "/ /evil",
    "/a\\b",
    "images/x.png",
    "https://example.com/x.png",
    "",
  ])("refuses %j", (path) => expect(isSitePath(path)).toBe(false));
});

describe("sitePath", () => {
  it("normalizes a path as a browser reads it", () => {
    expect(sitePath("/guides/a b?x=1#top")).toBe("/guides/a%20b?x=1#top");
    expect(sitePath("/admin/../resources")).toBe("/resources");
  });
  it.each(["//evil.example/", "/\\evil.example/", "/\t/evil.example/", "javascript:alert(1)", "resources", ""])(
    "refuses %j",
    (path) => expect(sitePath(path)).toBeUndefined(),
  );
});
