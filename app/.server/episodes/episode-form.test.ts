import { describe, expect, it } from "vitest";
import { richTextFromInput } from "../html/rich-text-input";
import { parseEpisodeForm } from "./episode-form";

const embed =
  '<iframe src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1" onload="x()"></iframe>';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { title: " Custody Basics ", guestName: "Dr. Jane Smith", description: "Notes.", embedCode: embed };

describe("parseEpisodeForm", () => {
  it("refuses an embed with an event handler and keeps what was typed", () => {
    const result = parseEpisodeForm(form(valid));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.embedCode).toMatch(/scripts or event handlers/);
    expect(result.values.title).toBe(" Custody Basics ");
  });

  it("stores the rebuilt player, trimmed fields and unchecked flags", () => {
    const result = parseEpisodeForm(form({ ...valid, embedCode: embed.replace(' onload="x()"', "") }));
    expect(result).toEqual({
      ok: true,
      input: {
        title: "Custody Basics",
        guestName: "Dr. Jane Smith",
        description: "<p>Notes.</p>",
        podbeanEmbedCode: expect.stringMatching(
          /^<iframe title="Podbean player" src="https:\/\/www\.podbean\.com\/player-v2\/\?i=qajcw-f91d9c-pb&amp;from=embed&amp;share=1"/,
        ),
        isLatest: false,
        isFavorite: false,
        // The review fields left empty: no "law reviewed on" date, no jurisdictions (issue 32).
        lawReviewedOn: null,
        jurisdictionsDiscussed: null,
        // No season, number or comments post: none in the feed (issue 33).
        seasonNumber: null,
        episodeNumber: null,
        socialPostUrl: null,
      },
    });
  });

  it("reads the season and episode numbers and the comments post, which must be https", () => {
    const player = embed.replace(' onload="x()"', "");
    expect(
      parseEpisodeForm(
        form({
          ...valid,
          embedCode: player,
          seasonNumber: " 2 ",
          episodeNumber: "14",
          socialPostUrl: " https://podcastindex.social/@show/1 ",
        }),
      ),
    ).toMatchObject({
      ok: true,
      input: { seasonNumber: 2, episodeNumber: 14, socialPostUrl: "https://podcastindex.social/@show/1" },
    });
    const refused = parseEpisodeForm(
      form({
        ...valid,
        embedCode: player,
        seasonNumber: "two",
        episodeNumber: "0",
        socialPostUrl: "http://podcastindex.social/@show/1",
      }),
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors).toEqual({
      seasonNumber: "Enter the season number as a whole number, or leave it empty.",
      episodeNumber: "The episode number starts at 1.",
      socialPostUrl:
        "The comments post's address must start with https:// (podcast apps only follow secure addresses).",
    });
    expect(refused.values).toMatchObject({ seasonNumber: "two", socialPostUrl: "http://podcastindex.social/@show/1" });
  });

  it("requires every field, and the embed code unless the episode plays its feed audio", () => {
    const empty = parseEpisodeForm(form({ title: " ", guestName: "", description: "", embedCode: "" }));
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(Object.keys(empty.errors).sort()).toEqual(["description", "embedCode", "guestName", "title"]);

    const imported = parseEpisodeForm(form({ ...valid, embedCode: "", isLatest: "on", isFavorite: "on" }), {
      hasFeedAudio: true,
    });
    expect(imported).toMatchObject({ ok: true, input: { podbeanEmbedCode: null, isLatest: true, isFavorite: true } });
  });
});

describe("richTextFromInput", () => {
  it("turns plain text into escaped paragraphs", () => {
    expect(richTextFromInput("Line one\nline two\n\nA < B & C")).toBe(
      "<p>Line one<br>line two</p>\n<p>A &lt; B &amp; C</p>",
    );
  });

  it("sanitizes text that contains markup", () => {
    expect(richTextFromInput('<p>Hi</p><script>alert(1)</script><a href="javascript:x">x</a>')).not.toMatch(
      /script|javascript/,
    );
  });
});
