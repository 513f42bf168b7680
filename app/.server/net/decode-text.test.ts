import { describe, expect, it } from "vitest";
import { decodeText } from "./decode-text";

describe("decodeText", () => {
  it("reads UTF-8 by default", () => {
    expect(decodeText(Buffer.from("Médiation — café", "utf8"))).toBe("Médiation — café");
  });

  it("honours the charset of the Content-Type header", () => {
    expect(decodeText(Buffer.from("caf\xe9", "latin1"), "text/xml; charset=ISO-8859-1")).toBe("café");
  });

  it("honours the XML declaration's encoding", () => {
    const xml = Buffer.from('<?xml version="1.0" encoding="windows-1252"?><rss>\x93quoted\x94</rss>', "latin1");
    expect(decodeText(xml)).toContain("“quoted”");
  });

  it("falls back to UTF-8 for an unknown charset", () => {
    expect(decodeText(Buffer.from("ok", "utf8"), "text/xml; charset=x-unknown")).toBe("ok");
  });
});
