const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** PODCAST_SYNC_EVERY / BLOG_SYNC_EVERY in milliseconds, or null for `off`. */
export function parseSyncInterval(text: string): number | null {
  if (text === "off") return null;
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a sync interval (30s, 15m, 1h or off)`);
  return Number(match[1]) * unitMs[match[2] as keyof typeof unitMs];
}

/** After `failures` failed syncs in a row: twice the wait per failure, up to a day (never less than the period). */
export function backoffMs(periodMs: number, failures: number): number {
  return Math.max(periodMs, Math.min(periodMs * 2 ** Math.min(failures, 20), 86_400_000));
}
