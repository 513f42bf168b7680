import { describe, expect, it } from "vitest";
import { RETENTION_BUCKETS, retentionRows, type RetentionPoint } from "./analytics-listening";

/** The parts of an episode as listening-report.ts cuts them: a 40th each, ends rounded to the second. */
function parts(durationSeconds: number, listenersAt: (index: number) => number = (index) => 40 - index) {
  return Array.from({ length: RETENTION_BUCKETS }, (_, index): RetentionPoint => {
    const from = (index * durationSeconds) / RETENTION_BUCKETS;
    return {
      fromSecond: Math.round(from),
      toSecond: Math.round(((index + 1) * durationSeconds) / RETENTION_BUCKETS),
      listeners: listenersAt(index),
      share: listenersAt(index) / 40,
      chapter: from < durationSeconds / 2 ? "Start" : "End",
    };
  });
}

describe("the retention table's rows", () => {
  it("never reads 0:00–0:00 for a short episode: parts starting in the same second are one row", () => {
    for (const duration of [1, 3, 10, 25, 39]) {
      const rows = retentionRows(parts(duration));
      const ranges = rows.map((row) => row.range);
      expect(new Set(ranges).size, `${duration} s: ${ranges.join(", ")}`).toBe(ranges.length);
      for (const row of rows) expect(row.toSecond, `${duration} s: ${row.range}`).toBeGreaterThan(row.fromSecond);
      // The rows run from the start to the end without a gap.
      expect(rows[0]!.fromSecond).toBe(0);
      expect(rows.at(-1)!.toSecond).toBe(duration);
      rows.slice(1).forEach((row, index) => expect(row.fromSecond).toBe(rows[index]!.toSecond));
    }
  });

  it("gives a 10-second episode one row per second, with its first part's figures and chapter", () => {
    const rows = retentionRows(parts(10));
    expect(rows.map((row) => row.range)).toEqual([
      "0:00–0:01",
      "0:01–0:02",
      "0:02–0:03",
      "0:03–0:04",
      "0:04–0:05",
      "0:05–0:06",
      "0:06–0:07",
      "0:07–0:08",
      "0:08–0:09",
      "0:09–0:10",
    ]);
    // 0:00–0:01 holds parts 0 and 1 (0.25 s each, starts rounded to 0): part 0's 40 listeners.
    expect(rows[0]).toMatchObject({ listeners: 40, share: 1, chapter: "Start" });
    // 0:01–0:02 holds parts 2 to 5 (from 0.5 s): part 2's 38.
    expect(rows[1]).toMatchObject({ listeners: 38, chapter: "Start" });
    // 0:06–0:07 starts with the part from 5.5 s, in the second half.
    expect(rows[6]!.chapter).toBe("End");
  });

  it("leaves an episode of 40 seconds or more at its 40 parts", () => {
    for (const duration of [40, 95, 3600]) {
      const points = parts(duration);
      const rows = retentionRows(points);
      expect(rows).toHaveLength(RETENTION_BUCKETS);
      expect(rows.map(({ range: _range, ...point }) => point)).toEqual(points);
    }
    expect(retentionRows(parts(3600))[1]!.range).toBe("1:30–3:00");
  });

  it("has no rows without parts", () => {
    expect(retentionRows([])).toEqual([]);
  });
});
