import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { emailSubscribers, subscriberAnnouncements } from "~/.server/db/schema/email-subscribers";
import { episodes } from "~/.server/db/schema/episodes";
import { readEnv } from "~/.server/env";
import * as csvRoute from "~/routes/admin/subscribers-csv";
import * as subscribersRoute from "~/routes/admin/subscribers";
import { walkAdminRoutes } from "../helpers/admin-routes";
import { routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/** /admin/subscribers: counts by status, search, remove and the CSV export (the layout's guard is the e2e matrix's). */
describe.each(testDatabaseKinds)("the admin's subscribers page on %s", (kind) => {
  const database = useTestDatabase(kind);
  afterEach(async () => {
    await database.db.delete(emailSubscribers);
  });

  const seed = () =>
    database.db
      .insert(emailSubscribers)
      .values([
        { email: "ana@example.com", status: "confirmed", confirmedAt: new Date() },
        { email: "ben@example.org", status: "pending" },
        { email: "=cmd@example.com", status: "unsubscribed", unsubscribedAt: new Date() },
        { email: "ana_b@example.net", status: "confirmed", confirmedAt: new Date() },
      ])
      .returning();

  const load = (query = "") =>
    subscribersRoute.loader(
      routeArgs({ db: database.db }, { request: new Request(`http://localhost/admin/subscribers${query}`) }),
    );

  it("counts by status and searches addresses, the wildcard characters taken literally", async () => {
    await seed();
    const all = await load();
    expect(all.counts).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1 });
    expect(all.rows).toHaveLength(4);
    expect((await load("?q=ANA")).rows.map((row) => row.email).sort()).toEqual([
      "ana@example.com",
      "ana_b@example.net",
    ]);
    expect((await load("?q=ana_")).rows.map((row) => row.email)).toEqual(["ana_b@example.net"]);
    expect((await load("?q=%25")).rows).toHaveLength(0);
    expect((await load("?status=pending")).rows.map((row) => row.email)).toEqual(["ben@example.org"]);
    // A bad status is no filter, not an error.
    expect((await load("?status=nonsense")).rows).toHaveLength(4);
  });

  it("removes an address, and refuses a post it cannot read, changing nothing", async () => {
    const [ana] = await seed();
    const post = (fields: Record<string, string>) =>
      subscribersRoute.action(
        routeArgs(
          { db: database.db },
          {
            request: new Request("http://localhost/admin/subscribers", {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams(fields).toString(),
            }),
          },
        ),
      );
    const refused = (await post({ intent: "remove", id: "not-an-id" })) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect((await load()).rows).toHaveLength(4);

    const removed = (await post({ intent: "remove", id: ana!.id })) as Response;
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/admin/subscribers");
    expect((await load()).rows.map((row) => row.email)).not.toContain("ana@example.com");
  });

  it("exports every subscriber as CSV, formulas defused", async () => {
    await seed();
    const response = (await csvRoute.loader(
      routeArgs({ db: database.db }, { request: new Request("http://localhost/admin/subscribers.csv") }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="subscribers.csv"');
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"email","status","subscribed_at","confirmed_at","unsubscribed_at"');
    expect(lines).toHaveLength(5);
    expect(lines.some((line) => line.startsWith(`"'=cmd@example.com","unsubscribed"`))).toBe(true);
  });

  it("previews the next email, and says when subscriptions are off", async () => {
    const off = await load();
    expect(off).toMatchObject({ on: false, preview: null });

    const env = readEnv({
      NODE_ENV: "test",
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "news@example.com",
      PUBLIC_URL: "http://site.test",
      AUTH_SECRET: "an-auth-secret-for-the-admin-preview-test-01234",
    });
    const loadOn = () =>
      subscribersRoute.loader(
        routeArgs({ db: database.db, env }, { request: new Request("http://localhost/admin/subscribers") }),
      );
    // Whatever the migrations' sample rows hold is announced already.
    for (const { id } of await database.db.select({ id: episodes.id }).from(episodes)) {
      await database.db.insert(subscriberAnnouncements).values({ kind: "episode", itemId: id }).onConflictDoNothing();
    }
    const [episode] = await database.db
      .insert(episodes)
      .values({ slug: "preview-me", title: "Preview me", description: "<p>What the next email says.</p>" })
      .returning();
    const on = await loadOn();
    expect(on.on).toBe(true);
    expect(on.preview?.subject).toBe("New episode: Preview me");
    expect(on.preview?.text).toContain("Listen: http://site.test/episodes/preview-me");
    expect(on.preview?.text).toContain("What the next email says.");

    await database.db.insert(subscriberAnnouncements).values({ kind: "episode", itemId: episode!.id });
    expect((await loadOn()).preview).toBeNull();
    await database.db.delete(episodes).where(eq(episodes.id, episode!.id));
  });

  it("is behind the admin layout's guard, page and CSV alike", () => {
    const { doors } = walkAdminRoutes();
    expect(doors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/admin/subscribers", kind: "page" }),
        expect.objectContaining({ path: "/admin/subscribers.csv", kind: "page" }),
      ]),
    );
  });
});
