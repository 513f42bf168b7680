import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { backoffMs, parseSyncInterval } from "./sync-interval";

describe("sync intervals", () => {
  it("reads durations and off", () => {
    expect(parseSyncInterval("30s")).toBe(30_000);
    expect(parseSyncInterval("15m")).toBe(900_000);
    expect(parseSyncInterval("1h")).toBe(3_600_000);
    expect(parseSyncInterval("off")).toBeNull();
  });

  it("defaults the feed to hourly and the blog to off, and refuses what is not a duration", () => {
    expect(readEnv({})).toMatchObject({ PODCAST_SYNC_EVERY: "1h", BLOG_SYNC_EVERY: "off" });
    expect(() => readEnv({ PODCAST_SYNC_EVERY: "hourly" })).toThrow(/PODCAST_SYNC_EVERY/);
    expect(() => readEnv({ BLOG_SYNC_EVERY: "0s" })).toThrow(/BLOG_SYNC_EVERY/);
  });

  it("backs off twice as long per failure in a row, up to a day", () => {
    const hour = 3_600_000;
    expect(backoffMs(hour, 0)).toBe(hour);
    expect(backoffMs(hour, 1)).toBe(2 * hour);
    expect(backoffMs(hour, 3)).toBe(8 * hour);
    expect(backoffMs(hour, 10)).toBe(24 * hour);
    // A period longer than a day is never shortened.
    expect(backoffMs(48 * hour, 2)).toBe(48 * hour);
  });
});
