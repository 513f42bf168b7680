import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AnalyticsBuffer, flushAnalytics } from "~/.server/analytics/analytics-buffer";
import { collectAnalyticsEvent } from "~/.server/analytics/collect-analytics";
import { maintainAnalytics } from "~/.server/analytics/analytics-rollups";
import { daySalt, forgetSalts, utcDay, visitorHash } from "~/.server/analytics/visitor-hash";
import type { Auth } from "~/.server/auth/create-auth";
import { answerBeacon } from "~/.server/beacon-endpoint";
import { analyticsEvents, analyticsQuotas, analyticsSalts } from "~/.server/db/schema/analytics";
import { readEnv } from "~/.server/env";
import { createTestAuth, memberAndAdminCookies, testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/**
 * POST /api/analytics as `navigator.sendBeacon` sends it (text/plain JSON), called in-process, and
 * what reaches the database: the allowlisted fields, a salted daily visitor hash and never the
 * address; nothing from DNT, Sec-GPC, bots, another site or admins; nothing at all with ANALYTICS=off;
 * and no more than the day's bound per visitor and per address.
 */
describe.each(testDatabaseKinds)("analytics collection on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  let cookies: Record<"member" | "admin", string>;

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    cookies = await memberAndAdminCookies(auth, database.db, {
      password: "analytics-test-password",
      clientIp: "198.51.100.40",
    });
  });

  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsQuotas);
    await database.db.delete(analyticsSalts);
    forgetSalts(database.db);
  });

  async function beacon(
    body: unknown,
    {
      headers = {},
      clientIp = "203.0.113.7",
      analytics = "on",
    }: { headers?: Record<string, string>; clientIp?: string; analytics?: "on" | "off" } = {},
  ): Promise<Response> {
    const services = {
      db: database.db,
      auth,
      env: readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ANALYTICS: analytics }),
    };
    const request = new Request(`${testPublicUrl}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": chrome, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    const response = await answerBeacon(request, clientIp, services);
    await flushAnalytics(database.db);
    return response;
  }

  const stored = () => database.db.select().from(analyticsEvents).orderBy(analyticsEvents.occurredAt);

  it("stores a page view's allowlisted fields and a player's events, with a salted visitor and no address", async () => {
    const view = {
      k: "pageview",
      p: "/episodes/a-slug?secret=1#part",
      r: "WWW.Google.com",
      us: "newsletter",
      um: "email",
      uc: "spring\u0000 launch",
      email: "someone@example.com",
    };
    expect((await beacon(view, { headers: { "User-Agent": iphone } })).status).toBe(204);
    await beacon({ k: "play", e: "a-slug", f: 0 });
    await beacon({ k: "listen", e: "a-slug", f: 0, t: 123, s: 1.5 });
    await beacon({ k: "complete", e: "a-slug" });
    const rows = await stored();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      kind: "pageview",
      path: "/episodes/a-slug",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring launch",
      device: "mobile",
      browser: "Safari",
      day: utcDay(),
    });
    expect(rows[1]).toMatchObject({ kind: "play", episodeSlug: "a-slug", fromSecond: 0, device: "desktop" });
    expect(rows[2]).toMatchObject({ kind: "listen", fromSecond: 0, toSecond: 120, speed: 1.5, browser: "Chrome" });
    expect(rows[3]).toMatchObject({ kind: "complete", episodeSlug: "a-slug" });
    // The visitor is the day's salted hash; the address is nowhere in the row.
    const salt = await daySalt(database.db, utcDay());
    expect(rows[1]!.visitor).toBe(visitorHash(salt, "203.0.113.7", chrome));
    expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    expect(JSON.stringify(rows)).not.toContain("someone@example.com");
  });

  it("keeps the site's own host out of the referrers", async () => {
    await beacon({ k: "pageview", p: "/", r: "localhost" });
    expect((await stored())[0]!.referrerHost).toBeNull();
  });

  it("refuses junk with 400 and an oversized body with 413, storing nothing", async () => {
    expect((await beacon({ k: "pageview", p: "https://evil.example/" })).status).toBe(400);
    expect((await beacon({ k: "listen", e: "a-slug", f: 100, t: 50 })).status).toBe(400);
    expect((await beacon({ k: "play", e: "<script>" })).status).toBe(400);
    expect((await beacon("not json")).status).toBe(400);
    expect((await beacon({ k: "pageview", p: `/${"a".repeat(5000)}` })).status).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  it("counts nothing from DNT, Sec-GPC, bots, a missing user agent or another site's page", async () => {
    const view = { k: "pageview", p: "/" };
    const refused: Record<string, string>[] = [
      { DNT: "1" },
      { "Sec-GPC": "1" },
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "User-Agent": "curl/8.5.0" },
      { "User-Agent": "" },
      { Origin: "https://elsewhere.example" },
    ];
    for (const headers of refused) {
      expect((await beacon(view, { headers })).status).toBe(204);
    }
    expect(await stored()).toHaveLength(0);
    await beacon(view, { headers: { DNT: "0", Origin: testPublicUrl } });
    expect(await stored()).toHaveLength(1);
  });

  it("does not count a signed-in admin, and counts a signed-in member", async () => {
    await beacon({ k: "pageview", p: "/admin-was-here" }, { headers: { Cookie: cookies.admin } });
    await beacon({ k: "pageview", p: "/member-was-here" }, { headers: { Cookie: cookies.member } });
    expect((await stored()).map((row) => row.path)).toEqual(["/member-was-here"]);
  });

  it("with ANALYTICS=off answers 204 and stores nothing, not even the day's salt", async () => {
    expect((await beacon({ k: "pageview", p: "/" }, { analytics: "off" })).status).toBe(204);
    expect(await stored()).toHaveLength(0);
    expect(await database.db.select().from(analyticsSalts)).toHaveLength(0);
  });

  it("stores at most the day's bound per visitor, and per address whatever user agents it claims", async () => {
    const buffer = new AnalyticsBuffer(database.db, { visitorDailyEvents: 5, addressDailyEvents: 12 });
    const source = (userAgent: string, clientIp = "203.0.113.9") => ({ userAgent, clientIp, host: "localhost" });
    const collect = async (userAgent: string, times: number, clientIp?: string) => {
      for (let i = 0; i < times; i++) {
        await collectAnalyticsEvent(database.db, { k: "pageview", p: `/junk-${i}` }, source(userAgent, clientIp), {
          buffer,
        });
      }
      await buffer.flush();
    };
    await collect(chrome, 8);
    expect(await stored()).toHaveLength(5);
    // New user agents from the same address are new visitors, but only until the address's bound,
    // which counts every event it was sent (8 so far).
    for (let i = 0; i < 6; i++) await collect(`${chrome} junk/${i}`, 2);
    expect(await stored()).toHaveLength(9);
    // Later batches get nothing more from that address.
    await collect(chrome, 3);
    expect(await stored()).toHaveLength(9);
    // Another address has its own.
    await collect(chrome, 2, "192.0.2.50");
    expect(await stored()).toHaveLength(11);
    // The counters are bounded too: two addresses, and only the visitors an address let through.
    expect(await database.db.select().from(analyticsQuotas)).toHaveLength(2 + 4);
  });

  it("hashes the same visitor differently the next day, and forgets the old salt", async () => {
    const day1 = new Date("2026-03-01T23:59:00Z");
    const day2 = new Date("2026-03-02T00:01:00Z");
    const source = (now: Date) => ({ userAgent: chrome, clientIp: "203.0.113.7", host: "localhost", now });
    await collectAnalyticsEvent(database.db, { k: "pageview", p: "/" }, source(day1));
    await collectAnalyticsEvent(database.db, { k: "pageview", p: "/" }, source(day2));
    await flushAnalytics(database.db);
    const [first, second] = await stored();
    expect(first!.day).toBe("2026-03-01");
    expect(second!.day).toBe("2026-03-02");
    expect(first!.visitor).not.toBe(second!.visitor);
    // Making the second day's salt deleted the first day's; the upkeep also deletes it.
    expect((await database.db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(["2026-03-02"]);
    await maintainAnalytics(database.db, new Date("2026-03-03T00:30:00Z"));
    expect(await database.db.select().from(analyticsSalts)).toHaveLength(0);
    expect(await database.db.select().from(analyticsQuotas)).toHaveLength(0);
  });
});
