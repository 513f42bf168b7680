import { describe, expect, it } from "vitest";
import type { Episode } from "../db/schema/episodes";
import { playerOf, toEpisodeView } from "./episode-view";

const podbean =
  '<iframe title="Podbean player" src="https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb&amp;size=300" height="300"></iframe>';

function episode(overrides: Partial<Episode>): Episode {
  const now = new Date("2025-03-04T10:00:00Z");
  return {
    id: "00000000-0000-4000-8000-000000000001",
    slug: "custody-basics",
    title: "Custody Basics",
    guestName: null,
    description: "",
    imageUrl: null,
    podbeanEmbedCode: null,
    audioUrl: null,
    durationSeconds: null,
    episodeNumber: null,
    seasonNumber: null,
    sourceGuid: null,
    sourceLink: null,
    isLatest: false,
    isFavorite: false,
    publishedDate: now,
    editedAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe("playerOf", () => {
  it("rebuilds the Podbean player from its validated address", () => {
    expect(playerOf(episode({ podbeanEmbedCode: podbean }))).toEqual({
      kind: "podbean",
      src: "https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb&size=300",
      height: 300,
    });
  });

  it("never passes on stored markup that is not the Podbean player", () => {
    const hostile = '<iframe src="https://evil.example/x" onload="alert(1)"></iframe>';
    expect(playerOf(episode({ podbeanEmbedCode: hostile }))).toBeNull();
    expect(playerOf(episode({ podbeanEmbedCode: hostile, audioUrl: "https://cdn.example/a.mp3" }))).toEqual({
      kind: "audio",
      src: "https://cdn.example/a.mp3",
    });
  });

  it.each(["javascript:alert(1)", "//evil.example/a.mp3", "data:audio/wav;base64,AAAA", "/\\evil.example"])(
    "refuses the audio address %s",
    (audioUrl) => expect(playerOf(episode({ audioUrl }))).toBeNull(),
  );

  it("plays the site's own sample audio", () => {
    expect(playerOf(episode({ audioUrl: "/audio/sample-episode.wav" }))).toEqual({
      kind: "audio",
      src: "/audio/sample-episode.wav",
    });
  });
});

describe("toEpisodeView", () => {
  it("falls back to the podcast cover and sanitizes the notes again", () => {
    const view = toEpisodeView(
      episode({ imageUrl: "javascript:alert(1)", description: '<p>Notes<img src=x onerror="alert(1)"></p>' }),
    );
    expect(view.hasOwnImage).toBe(false);
    expect(view.imageUrl).toBe("/images/podcast-cover.svg");
    expect(view.descriptionHtml).not.toMatch(/onerror|<img src="x"/);
    expect(view.descriptionText).toBe("Notes");
  });
});
