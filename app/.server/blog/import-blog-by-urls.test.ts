import { describe, expect, it } from "vitest";
import { prepareImportUrls } from "./import-blog-by-urls";

describe("prepareImportUrls", () => {
  it("trims, drops blanks, merges repeats after normalizing, and keeps the first spelling", () => {
    expect(
      prepareImportUrls([
        "  https://untangled.example/blog/custody/  ",
        "",
        "   ",
        "https://untangled.example/blog/custody/?utm_source=newsletter",
        "http://www.untangled.example/blog/custody",
        "https://untangled.example/blog/custody/#comments",
        "https://untangled.example/blog/support/",
        // Copied without the scheme.
        "untangled.example/blog/custody/",
        "www.untangled.example/blog/money/",
      ]),
    ).toEqual({
      urls: [
        "https://untangled.example/blog/custody/",
        "https://untangled.example/blog/support/",
        "https://www.untangled.example/blog/money/",
      ],
      failures: [],
    });
  });

  it("lists what is not a web address once, without fetching it", () => {
    const reason = "is not a web address (only http and https addresses can be imported)";
    expect(prepareImportUrls(["not a link", "javascript:alert(1)", "not a link", "ftp://untangled.example/a"])).toEqual(
      {
        urls: [],
        failures: [
          { url: "not a link", reason },
          { url: "javascript:alert(1)", reason },
          { url: "ftp://untangled.example/a", reason },
        ],
      },
    );
  });
});
