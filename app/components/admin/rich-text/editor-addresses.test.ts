import { describe, expect, it } from "vitest";
import { checkImageAddress, checkLinkAddress } from "./editor-addresses";

describe("checkLinkAddress", () => {
  it("accepts web addresses, completing a bare host with https", () => {
    expect(checkLinkAddress(" https://untangled.example/guides ")).toEqual({
      ok: true,
      address: "https://untangled.example/guides",
    });
    expect(checkLinkAddress("untangled.example/contact")).toEqual({
      ok: true,
      address: "https://untangled.example/contact",
    });
  });

  it("turns an email address into a mailto link", () => {
    expect(checkLinkAddress("hello@untangled.example")).toEqual({
      ok: true,
      address: "mailto:hello@untangled.example",
    });
    expect(checkLinkAddress("mailto:hello@untangled.example")).toEqual({
      ok: true,
      address: "mailto:hello@untangled.example",
    });
  });

  it("accepts a page of this site as its path", () => {
    expect(checkLinkAddress("/resources")).toEqual({ ok: true, address: "/resources" });
    expect(checkLinkAddress(" /guides/a b?x=1#top ")).toEqual({ ok: true, address: "/guides/a%20b?x=1#top" });
    expect(checkLinkAddress("/admin/../resources")).toEqual({ ok: true, address: "/resources" });
  });

  it("refuses scripts, other schemes, other hosts written as paths and words with a message", () => {
    for (const input of [
      "javascript:alert(1)",
      "ftp://files.example/x",
      "call me",
      "",
      "data:text/html,x",
      "//evil.example/x",
      "/\\evil.example/x",
    ]) {
      expect(checkLinkAddress(input).ok, input).toBe(false);
    }
  });
});

describe("checkImageAddress", () => {
  it("accepts only full web addresses", () => {
    expect(checkImageAddress("https://cdn.example/a.jpg")).toEqual({ ok: true, address: "https://cdn.example/a.jpg" });
    expect(checkImageAddress("/images/a.jpg").ok).toBe(false);
    expect(checkImageAddress("cdn.example/a.jpg").ok).toBe(false);
    expect(checkImageAddress("data:image/png;base64,AAAA").ok).toBe(false);
  });

  it("asks for an http image over https, as the published page will, unless it is the site's own", () => {
    expect(checkImageAddress("http://cdn.example/a.jpg")).toEqual({ ok: true, address: "https://cdn.example/a.jpg" });
    expect(checkImageAddress("http://localhost:4310/images/a.svg", "http://localhost:4310")).toEqual({
      ok: true,
      address: "http://localhost:4310/images/a.svg",
    });
  });
});
