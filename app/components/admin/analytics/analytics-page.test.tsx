import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "~/lib/analytics-report";
import { AnalyticsPage } from "./analytics-page";

const totals = { visitors: 0, pageViews: 0, plays: 0, listeningHours: 0 };
const report = (countedAsOf: AnalyticsReport["countedAsOf"]): AnalyticsReport => ({
  days: 7,
  from: "2026-11-22",
  to: "2026-11-28",
  countedAsOf,
  current: totals,
  previous: totals,
  tables: { pages: [], episodes: [], referrers: [], campaigns: [], devices: [] },
});

function render(value: AnalyticsReport): string {
  const router = createMemoryRouter([{ path: "/", element: <AnalyticsPage report={value} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the analytics page's period line", () => {
  it("says when a busy day under way was last counted", () => {
    expect(render(report({ day: "2026-11-28", time: "14:05" }))).toContain(
      "From 2026-11-22 to 2026-11-28 (UTC). Figures for 2026-11-28 are as of 14:05 UTC: a busy day is counted again every 5 minutes.",
    );
  });

  it("says nothing more when every day is counted live or in full", () => {
    const html = render(report(null));
    expect(html).toContain("From 2026-11-22 to 2026-11-28 (UTC).</p>");
    expect(html).not.toContain("as of");
  });
});
