import { isbot } from "isbot";
import { browserFamily, deviceClass } from "~/lib/user-agent";
import type { Database } from "../db/client";
import { rateLimitClientKey } from "../rate-limit/client-key";
import { analyticsBufferOf, type AnalyticsBuffer, type AnalyticsRow } from "./analytics-buffer";
import type { AnalyticsEventInput } from "./analytics-event-schema";
import { addressHash, daySalt, utcDay, visitorHash } from "./visitor-hash";

/**
 * Why a beacon is not counted, read from its headers alone (before its body or any session):
 * the visitor asked not to be tracked (`DNT: 1`, `Sec-GPC: 1`), or the user agent is a known bot
 * (isbot's maintained list) or missing.
 */
export function ignoredBecause(headers: Headers): "do-not-track" | "bot" | null {
  if (headers.get("DNT")?.trim() === "1" || headers.get("Sec-GPC")?.trim() === "1") return "do-not-track";
  const userAgent = headers.get("User-Agent")?.trim();
  if (!userAgent || isbot(userAgent)) return "bot";
  return null;
}

export type BeaconSource = {
  userAgent: string;
  clientIp: string;
  /** The site's own host, whose referrers are no referrers. */
  host: string | null;
  now?: Date;
};

/**
 * Turns a validated beacon into a row and hands it to the process's buffer (analytics-buffer.ts):
 * the visitor is a hash of the day's salt, the address and the user agent; the address itself, the
 * user agent and any cookie go no further than this function.
 */
export async function collectAnalyticsEvent(
  db: Database,
  event: AnalyticsEventInput,
  source: BeaconSource,
  { buffer = analyticsBufferOf(db) }: { buffer?: AnalyticsBuffer } = {},
): Promise<void> {
  const day = utcDay(source.now);
  const salt = await daySalt(db, day);
  const address = rateLimitClientKey(source.clientIp);
  const row: AnalyticsRow & { day: string; visitor: string } = {
    day,
    visitor: visitorHash(salt, address, source.userAgent),
    kind: event.k,
    device: deviceClass(source.userAgent),
    browser: browserFamily(source.userAgent),
    ...(source.now ? { occurredAt: source.now } : {}),
  };
  if (event.k === "pageview") {
    row.path = event.p;
    const host = source.host?.toLowerCase().replace(/:\d+$/, "");
    if (event.r && event.r !== host && event.r !== `www.${host}`) row.referrerHost = event.r;
    row.utmSource = event.us;
    row.utmMedium = event.um;
    row.utmCampaign = event.uc;
  } else if (event.k === "booking") {
    row.path = event.p;
  } else {
    row.episodeSlug = event.e;
    if (event.k === "play") {
      row.fromSecond = event.f;
      row.source = event.src;
    }
    if (event.k === "listen") {
      row.fromSecond = event.f;
      row.toSecond = event.t;
      row.speed = event.s;
    }
  }
  buffer.add({ row, addressKey: addressHash(salt, address) });
}
