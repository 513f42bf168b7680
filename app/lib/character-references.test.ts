import { describe, expect, it } from "vitest";
import { decodeCharacterReferences } from "./character-references";

describe("decodeCharacterReferences", () => {
  it("knows every HTML name, in the case it is written", () => {
    expect(decodeCharacterReferences("&euro;5 &agrave; la carte, &oslash;l, Stra&szlig;e, &frac12; cup")).toBe(
      "€5 à la carte, øl, Straße, ½ cup",
    );
    expect(decodeCharacterReferences("&Eacute;pisode &eacute;t&eacute;")).toBe("Épisode été");
    expect(decodeCharacterReferences("Rock &amp; Roll &ndash; &ldquo;live&rdquo;&hellip;")).toBe(
      "Rock & Roll – “live”…",
    );
  });

  it("decodes numeric references once, with HTML's repairs", () => {
    expect(decodeCharacterReferences("it&#8217;s &#x2014; &amp;amp;")).toBe("it’s — &amp;");
    expect(decodeCharacterReferences("&#0;&#x110000;&#xD800;")).toBe("\ufffd\ufffd\ufffd");
    expect(decodeCharacterReferences("1990&#150;2000")).toBe("1990–2000");
  });

  it("leaves unknown names and references without a semicolon as written", () => {
    expect(decodeCharacterReferences("&notaname; &copy 2024 AT&T")).toBe("&notaname; &copy 2024 AT&T");
  });
});
