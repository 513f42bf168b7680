import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { startProductionServer } from "../helpers/server-process";
import { CLOCK_JUMPED } from "../helpers/shifted-clock-jumped";
import { until } from "../helpers/until";

/**
 * The footer names the current year, also on pages the anonymous page cache keeps (which renders a
 * page once per content version): the production server, its clock set to New Year's Eve and then
 * moved past midnight (tests/helpers/shifted-clock.ts), renders the page again for the new year.
 */
const shiftedClock = fileURLToPath(new URL("../helpers/shifted-clock.ts", import.meta.url));

describe("the footer's year across New Year", () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>;

  beforeAll(async () => {
    ensureBuild();
    server = await startProductionServer({
      env: {
        SAMPLE_CONTENT: "off",
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${shiftedClock}`.trim(),
        TEST_CLOCK_START: "2030-12-31T23:00:00Z",
        TEST_CLOCK_JUMP_TO: "2031-01-01T00:00:01Z",
      },
    });
  }, 180_000);

  afterAll(async () => {
    await server.stop();
  });

  async function footerOf(pathname: string) {
    const response = await fetch(`${server.base}${pathname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { cache: response.headers.get("x-page-cache"), copyright: /©\s*(?:<!-- -->)?([\d–]+)/.exec(html)?.[1] };
  }

  it("runs from 2025 to the year of the request, cached or not", async () => {
    // The third request is answered by the cache's first middleware, the second by the full chain.
    expect(await footerOf("/about")).toEqual({ cache: "MISS", copyright: "2025–2030" });
    expect(await footerOf("/about")).toEqual({ cache: "HIT", copyright: "2025–2030" });
    expect(await footerOf("/about")).toEqual({ cache: "HIT", copyright: "2025–2030" });

    server.child.kill("SIGUSR2");
    await until(server.output, (output) => output.includes(CLOCK_JUMPED));

    expect(await footerOf("/about")).toEqual({ cache: "MISS", copyright: "2025–2031" });
    expect(await footerOf("/about")).toEqual({ cache: "HIT", copyright: "2025–2031" });
  });
});
