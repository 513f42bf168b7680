import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { flushAnalytics } from "~/.server/analytics/analytics-buffer";
import { conversionTableCsv, loadConversionReport } from "~/.server/analytics/analytics-conversions";
import { maintainAnalytics } from "~/.server/analytics/analytics-rollups";
import { collectAnalyticsEvent } from "~/.server/analytics/collect-analytics";
import { forgetSalts } from "~/.server/analytics/visitor-hash";
import type { Auth } from "~/.server/auth/create-auth";
import { answerBeacon } from "~/.server/beacon-endpoint";
import {
  analyticsConversions,
  analyticsDaily,
  analyticsEvents,
  analyticsQuotas,
  analyticsSalts,
} from "~/.server/db/schema/analytics";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { episodes } from "~/.server/db/schema/episodes";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { readEnv } from "~/.server/env";
import { requestInfoContext } from "~/.server/request-context";
import * as adminLayout from "~/routes/admin/layout";
import * as analyticsPage from "~/routes/admin/analytics";
import * as overviewPage from "~/routes/admin/overview";
import * as contactPage from "~/routes/site/contact";
import PrivacyPage, { loader as privacyLoader } from "~/routes/site/privacy";
import { contextWithServices } from "../helpers/app-services";
import { createTestAuth, formData, memberAndAdminCookies, testPublicUrl } from "../helpers/test-auth";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

type Args = Parameters<MiddlewareFunction<Response>>[0];

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/**
 * Conversions without identity (ADR 0028, addendum): a contact message accepted by the contact route
 * counts, with its inquiry type, the pages and episodes its sender's visit saw earlier that day (the
 * beacon's own daily visitor hash finds them, and is not kept), never another visitor's; nothing for
 * DNT, Sec-GPC, bots, admins or ANALYTICS=off. Booking clicks by page, the overview's headline
 * figures, and "Delete all analytics data", which only an admin reaches.
 */
describe.each(testDatabaseKinds)("analytics conversions on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  let cookies: Record<"member" | "admin", string>;

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    cookies = await memberAndAdminCookies(auth, database.db, {
      password: "conversions-test-password",
      clientIp: "198.51.100.60",
    });
  });

  beforeEach(async () => {
    await flushAnalytics(database.db);
    for (const table of [analyticsEvents, analyticsDaily, analyticsConversions, analyticsQuotas, analyticsSalts]) {
      await database.db.delete(table);
    }
    await database.db.delete(contactMessages);
    await database.db.delete(rateLimits);
    forgetSalts(database.db);
  });

  type Visitor = { clientIp: string; userAgent: string; headers?: Record<string, string> };
  const anna: Visitor = { clientIp: "203.0.113.21", userAgent: chrome };
  const ben: Visitor = { clientIp: "203.0.113.22", userAgent: firefox };

  function contextFor(clientIp: string, analytics: "on" | "off" = "on"): RouterContextProvider {
    const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ANALYTICS: analytics });
    const context = contextWithServices({ db: database.db, auth, env });
    context.set(requestInfoContext, { requestId: "conversions", clientIp, cspNonce: "" });
    return context;
  }

  /** A beacon from the visitor's browser, through POST /api/analytics. */
  async function beacon(visitor: Visitor, body: Record<string, unknown>) {
    const request = new Request(`${testPublicUrl}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": visitor.userAgent, ...visitor.headers },
      body: JSON.stringify(body),
    });
    const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ANALYTICS: "on" });
    const response = await answerBeacon(request, visitor.clientIp, { db: database.db, auth, env });
    expect(response.status).toBe(204);
  }

  /** The contact form's post from the visitor's browser; the message is always saved. */
  async function sendMessage(
    visitor: Visitor,
    inquiry: string,
    { analytics = "on" }: { analytics?: "on" | "off" } = {},
  ): Promise<void> {
    const before = (await database.db.select().from(contactMessages)).length;
    const request = new Request(`${testPublicUrl}/contact`, {
      method: "POST",
      headers: { "User-Agent": visitor.userAgent, ...visitor.headers },
      body: formData({
        name: "Dana Whitfield",
        email: "dana@example.com",
        inquiry,
        message: "I would like to talk about my situation.",
        acknowledgement: "yes",
        website: "",
      }),
    });
    const response = (await contactPage.action({
      request,
      context: contextFor(visitor.clientIp, analytics),
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(await database.db.select().from(contactMessages)).toHaveLength(before + 1);
  }

  const conversions = () => database.db.select().from(analyticsConversions);

  it("counts a message with the pages and episodes of its visit, not another visitor's, and keeps no hash", async () => {
    await beacon(anna, { k: "pageview", p: "/episodes/custody-basics" });
    await beacon(anna, { k: "play", e: "custody-basics", f: 0 });
    await beacon(anna, { k: "pageview", p: "/about" });
    await beacon(ben, { k: "pageview", p: "/blog" });
    await beacon(ben, { k: "play", e: "spousal-support", f: 0 });
    await beacon(anna, { k: "pageview", p: "/contact" });
    await sendMessage(anna, "consultation");

    const report = await loadConversionReport(database.db, 7);
    expect(report.messages).toEqual({ current: 1, previous: 0 });
    expect(report.tables.inquiries).toEqual([{ value: "Request a consultation", messages: 1 }]);
    // The contact page itself says nothing about what led there; Ben's blog visit is not Anna's.
    expect(report.tables.messagePages).toEqual([
      { value: "/about", messages: 1 },
      { value: "/episodes/custody-basics", messages: 1 },
    ]);
    expect(report.tables.messageEpisodes).toEqual([{ value: "custody-basics", messages: 1 }]);

    // Ben's message has his own visit; a second message of Anna's adds to the same rows.
    await sendMessage(ben, "general");
    await sendMessage(anna, "consultation");
    const after = await loadConversionReport(database.db, 7);
    expect(after.messages.current).toBe(3);
    expect(after.tables.inquiries).toEqual([
      { value: "Request a consultation", messages: 2 },
      { value: "General Question", messages: 1 },
    ]);
    expect(after.tables.messagePages).toEqual([
      { value: "/about", messages: 2 },
      { value: "/episodes/custody-basics", messages: 2 },
      { value: "/blog", messages: 1 },
    ]);
    expect(after.tables.messageEpisodes).toEqual([
      { value: "custody-basics", messages: 2 },
      { value: "spousal-support", messages: 1 },
    ]);

    // Counts only: no visitor hash, address, message id or time of day, and nothing added to the message.
    const rows = await conversions();
    const hashes = new Set((await database.db.select().from(analyticsEvents)).map((row) => row.visitor));
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(["day", "dimension", "inquiry", "messages", "value"]);
    for (const hash of hashes) expect(JSON.stringify(rows)).not.toContain(hash);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.21");
    const messages = await database.db.select().from(contactMessages);
    expect(JSON.stringify(messages)).not.toMatch(/custody-basics|\/about/);

    const csv = conversionTableCsv(after, "messagePages");
    expect(csv).toBe('"Page","Messages"\r\n"/about","2"\r\n"/episodes/custody-basics","2"\r\n"/blog","1"\r\n');
  });

  it("counts nothing for DNT, Sec-GPC, a bot, a signed-in admin or ANALYTICS=off, and still saves the message", async () => {
    const refused: { visitor: Visitor; analytics?: "on" | "off" }[] = [
      { visitor: { ...anna, headers: { DNT: "1" } } },
      { visitor: { ...anna, headers: { "Sec-GPC": "1" } } },
      { visitor: { ...anna, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } },
      { visitor: { ...anna, headers: { Cookie: cookies.admin } } },
      { visitor: anna, analytics: "off" },
    ];
    await beacon(anna, { k: "pageview", p: "/about" });
    for (const [index, { visitor, analytics }] of refused.entries()) {
      // Each from its own address, so the contact form's rate limit never answers first.
      await sendMessage({ ...visitor, clientIp: `203.0.113.${100 + index}` }, "general", { analytics });
    }
    expect(await conversions()).toEqual([]);
    // A signed-in member is a visitor like any other.
    await sendMessage({ ...anna, clientIp: "203.0.113.120", headers: { Cookie: cookies.member } }, "media");
    expect((await loadConversionReport(database.db, 7)).tables.inquiries).toEqual([
      { value: "Media Inquiry", messages: 1 },
    ]);
  });

  it("counts booking clicks by page, today's from raw events and earlier days' from the roll-ups", async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    await collectAnalyticsEvent(
      database.db,
      { k: "booking", p: "/about" },
      { userAgent: chrome, clientIp: "203.0.113.30", host: "localhost", now: yesterday },
    );
    await flushAnalytics(database.db);
    await maintainAnalytics(database.db);
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(1);
    await beacon(anna, { k: "booking", p: "/about?utm_source=x" });
    await beacon(anna, { k: "booking", p: "/about" });
    await beacon(ben, { k: "booking", p: "/episodes/custody-basics" });
    await flushAnalytics(database.db);
    const report = await loadConversionReport(database.db, 7);
    expect(report.tables.bookings).toEqual([
      { value: "/about", clicks: 3, visitors: 2 },
      { value: "/episodes/custody-basics", clicks: 1, visitors: 1 },
    ]);
    expect(conversionTableCsv(report, "bookings").split("\r\n")[0]).toBe('"Page","Clicks","Visitors"');
  });

  it("shows this week's headline figures on the overview, and none with ANALYTICS=off", async () => {
    await beacon(anna, { k: "pageview", p: "/" });
    await beacon(anna, { k: "pageview", p: "/about" });
    await beacon(ben, { k: "pageview", p: "/" });
    await beacon(ben, { k: "play", e: "custody-basics", f: 0 });
    await beacon(ben, { k: "listen", e: "custody-basics", f: 0, t: 1800, s: 1 });
    await sendMessage(anna, "consultation");
    await flushAnalytics(database.db);
    const load = async (analytics: "on" | "off") =>
      (
        await overviewPage.loader({
          request: new Request(`${testPublicUrl}/admin`),
          context: contextFor("203.0.113.1", analytics),
          params: {},
        } as never)
      ).analytics;
    expect(await load("on")).toMatchObject({ visitors: 2, pageViews: 3, plays: 1, listeningHours: 0.5, messages: 1 });
    expect(await load("off")).toBeNull();
  });

  it("/privacy renders the visitor statistics, and says first that nothing is counted with ANALYTICS=off", () => {
    const render = (analytics: "on" | "off") => {
      const loaderData = privacyLoader({ context: contextFor("203.0.113.1", analytics) } as never);
      return renderToStaticMarkup(createElement(PrivacyPage as never, { loaderData } as never));
    };
    const on = render("on");
    expect(on).toContain("Messages you send us");
    expect(on).toContain("Visitor statistics");
    expect(on).toContain("ANALYTICS=off");
    expect(on).not.toContain("The statistics are switched off");
    expect(render("off")).toContain("The statistics are switched off: this site currently counts no visits at all.");
  });

  describe("Delete all analytics data", () => {
    /** The admin layout's middleware, then the analytics page's action, as React Router calls them. */
    async function postAs(who: "member" | "admin", fields: Record<string, string>) {
      const headers = new Headers({ origin: testPublicUrl, cookie: cookies[who] });
      const request = () =>
        new Request(`${testPublicUrl}/admin/analytics`, { method: "POST", headers, body: formData(fields) });
      const context = contextFor("198.51.100.60");
      let result: unknown;
      const args = {
        request: request(),
        context,
        params: {},
        url: new URL(request().url),
        pattern: "",
      } as never as Args;
      try {
        await adminLayout.middleware[0]!(args, async () => {
          result = await analyticsPage.action({ request: request(), context } as never);
          return result instanceof Response ? result : new Response(null);
        });
        return { result, thrown: undefined };
      } catch (thrown) {
        return { result, thrown };
      }
    }

    async function fillEveryTable() {
      // Yesterday: a page view, and a play heard in part of an episode of the site (its retention row).
      const yesterday = {
        userAgent: chrome,
        clientIp: "203.0.113.40",
        host: "localhost",
        now: new Date(Date.now() - 86_400_000),
      };
      await database.db
        .insert(episodes)
        .values({ slug: "delete-all-episode", title: "Delete-all episode", durationSeconds: 400 })
        .onConflictDoNothing();
      await collectAnalyticsEvent(database.db, { k: "pageview", p: "/old" }, yesterday);
      await collectAnalyticsEvent(database.db, { k: "play", e: "delete-all-episode", f: 0 }, yesterday);
      await collectAnalyticsEvent(database.db, { k: "listen", e: "delete-all-episode", f: 0, t: 120, s: 1 }, yesterday);
      await flushAnalytics(database.db);
      await maintainAnalytics(database.db);
      await beacon(anna, { k: "pageview", p: "/about" });
      await sendMessage(anna, "consultation");
      await flushAnalytics(database.db);
    }

    /** Rows in every analytics table, read from the database's own list, so a table added later is checked too. */
    const counts = async () => {
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_name like 'analytics\_%' order by 1`,
        ),
      ).map((row) => row.name);
      expect(tables).toEqual([
        "analytics_conversions",
        "analytics_daily",
        "analytics_events",
        "analytics_quotas",
        "analytics_retention",
        "analytics_salts",
      ]);
      return Promise.all(
        tables.map(async (table) =>
          Number(
            rowsOf<{ count: number }>(
              await database.db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
            )[0]!.count,
          ),
        ),
      );
    };

    it("refuses a member with 403 and deletes nothing", async () => {
      await fillEveryTable();
      const before = await counts();
      expect(before.every((count) => count > 0)).toBe(true);
      const member = await postAs("member", { intent: "delete-all", confirmed: "2" });
      expect(member.result).toBeUndefined();
      expect(member.thrown).toMatchObject({ init: { status: 403 } });
      expect(await counts()).toEqual(before);
    });

    it("asks both questions first, then empties every analytics table and says so in a toast", async () => {
      await fillEveryTable();
      const before = await counts();
      for (const confirmed of ["0", "1"]) {
        const asked = await postAs("admin", { intent: "delete-all", confirmed });
        expect(asked.result).toMatchObject({
          data: { confirmation: { key: "deleteAnalytics", step: Number(confirmed), fields: { intent: "delete-all" } } },
        });
        expect(await counts()).toEqual(before);
      }
      const refused = await postAs("admin", { intent: "something-else", confirmed: "2" });
      expect(refused.result).toMatchObject({ init: { status: 400 } });
      expect(await counts()).toEqual(before);

      const deleted = await postAs("admin", { intent: "delete-all", confirmed: "2" });
      const response = deleted.result as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/analytics");
      expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
      expect(await counts()).toEqual([0, 0, 0, 0, 0, 0]);
      // Counting starts again with a new salt.
      await beacon(anna, { k: "pageview", p: "/" });
      await flushAnalytics(database.db);
      expect(await database.db.select().from(analyticsEvents)).toHaveLength(1);
    });
  });
});
