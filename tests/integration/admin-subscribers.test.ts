import { afterEach, describe, expect, it } from "vitest";
import { emailSubscribers } from "~/.server/db/schema/email-subscribers";
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
