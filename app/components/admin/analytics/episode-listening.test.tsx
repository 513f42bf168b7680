import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RETENTION_BUCKETS, type ListeningReport, type RetentionPoint } from "~/lib/analytics-listening";
import { EpisodeListening } from "./episode-listening";

/** A retention curve as listening-report.ts cuts it: a 40th of the episode a part, ends rounded to the second. */
function curvePoints(durationSeconds: number): RetentionPoint[] {
  return Array.from({ length: RETENTION_BUCKETS }, (_, index) => ({
    fromSecond: Math.round((index * durationSeconds) / RETENTION_BUCKETS),
    toSecond: Math.round(((index + 1) * durationSeconds) / RETENTION_BUCKETS),
    listeners: 40 - index,
    share: (40 - index) / 40,
    chapter: null,
  }));
}

function render(durationSeconds: number): string {
  const episode = { slug: "a-short-one", title: "A short one", plays: 40, listenedShare: 0.5 };
  const listening: ListeningReport = {
    episodes: [episode],
    chosen: { ...episode, durationSeconds, points: curvePoints(durationSeconds), chapters: [], summary: "A curve." },
    notPlayed: null,
    daily: [],
    dailySummary: "",
  };
  const router = createMemoryRouter([{ path: "/", element: <EpisodeListening listening={listening} days={7} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The row headings of the "where listeners stop" table. */
const rowRanges = (html: string) =>
  [...html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)]
    .map((match) => match[1]!)
    .filter((text) => text.includes("–"));

describe("the retention table of a very short episode", () => {
  it("reads one row per second, never 0:00–0:00", () => {
    const ranges = rowRanges(render(5));
    expect(ranges).toEqual(["0:00–0:01", "0:01–0:02", "0:02–0:03", "0:03–0:04", "0:04–0:05"]);
  });

  it("keeps a part per row in a longer episode", () => {
    const ranges = rowRanges(render(1200));
    expect(ranges).toHaveLength(RETENTION_BUCKETS);
    expect(ranges.slice(0, 2)).toEqual(["0:00–0:30", "0:30–1:00"]);
  });
});
