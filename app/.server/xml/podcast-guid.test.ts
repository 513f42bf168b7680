import { describe, expect, it } from "vitest";
import { podcastGuid } from "./podcast-guid";

describe("podcastGuid", () => {
  it("matches the namespace's own example", () => {
    // From the Podcasting 2.0 specification of <podcast:guid>.
    expect(podcastGuid("https://mp3s.nashownotes.com/pc20rss.xml")).toBe("917393e3-1b1e-5cef-ace4-edaa54e1f810");
    expect(podcastGuid("http://mp3s.nashownotes.com/pc20rss.xml/")).toBe("917393e3-1b1e-5cef-ace4-edaa54e1f810");
  });
});
