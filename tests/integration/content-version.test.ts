/**
 * The page cache serves a public page until the content version changes (migration 0007: triggers
 * bump it on every write to a table public pages read). A table public pages read without such a
 * trigger would be served stale. Every table is therefore either listed below as one no public page
 * reads, or must bump the version on every kind of write; a new table fails here until it is
 * classified.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/** Tables no page in app/content/public-pages.ts reads, with what they hold. */
const notReadByPublicPages: Record<string, string> = {
  user: "accounts (the header reads the viewer's, but pages for signed-in visitors are never cached)",
  session: "sessions",
  account: "password hashes and sign-in methods",
  verification: "Better Auth's one-time tokens",
  two_factor: "authenticator-app secrets and backup codes",
  passkey: "passkeys",
  jwks: "the JWT signing keys (/.well-known/jwks.json is not a page)",
  user_roles: "admin rights",
  rate_limits: "the site's rate-limit counters",
  rate_limit: "Better Auth's rate-limit counters",
  contact_messages: "messages sent with the contact form, read in the admin area",
  content_seeds: "which sample content has been loaded",
  job_progress: "what a running import has done so far, shown in the admin area",
  feed_syncs: "when each scheduled feed sync ran and is due again, shown in the admin area",
  search_events: "listener searches and questions, the admin area's insights",
  setup_tokens: "hashes of the first-run setup links",
  analytics_events: "page views and plays of the last 30 days, read in the admin area",
  analytics_daily: "the analytics' daily roll-ups, read in the admin area",
  analytics_salts: "the day's salt of the analytics' visitor hashes",
  analytics_quotas: "how many analytics events each visitor and address sent today",
  analytics_conversions:
    "contact messages and the pages and episodes that led to them, counted per day, read in the admin area",
  analytics_retention: "the analytics' daily per-episode retention curves, read in the admin area",
  email_subscribers: "email subscribers' addresses and status, read in the admin area and by the mail jobs",
  subscriber_announcements: "which episodes and posts have been emailed to subscribers",
  content_version: "the version itself",
};

for (const kind of testDatabaseKinds) {
  describe(`content version (${kind})`, () => {
    const database = useTestDatabase(kind);

    const version = async () =>
      Number(
        rowsOf<{ version: string }>(await database.db.execute(sql`select version from content_version`))[0]!.version,
      );

    it("is bumped by every kind of write to every table a public page may read", async () => {
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
        ),
      ).map((row) => row.name);
      expect(tables).toEqual(expect.arrayContaining(["episodes", "blog_posts", ...Object.keys(notReadByPublicPages)]));

      const publicTables = tables.filter((name) => !(name in notReadByPublicPages));
      expect(publicTables).toEqual(expect.arrayContaining(["episodes", "blog_posts"]));
      for (const table of publicTables) {
        const name = sql.identifier(table);
        const column = sql.identifier(await firstColumn(table));
        // Statement-level triggers fire even when no row matches, so these change nothing.
        for (const write of [
          sql`insert into ${name} (${column}) select ${column} from ${name} where false`,
          sql`update ${name} set ${column} = ${column} where false`,
          sql`delete from ${name} where false`,
        ]) {
          const before = await version();
          await database.db.execute(write);
          expect(
            await version(),
            `a write to ${table} must bump the content version (see drizzle/0007)`,
          ).toBeGreaterThan(before);
        }
        const triggers = rowsOf<{ events: string }>(
          await database.db.execute(
            sql`select string_agg(event_manipulation, ',' order by event_manipulation) as events
                from information_schema.triggers
                where event_object_table = ${table} and action_statement like '%bump_content_version%'`,
          ),
        );
        expect(triggers[0]?.events, `${table}: triggers on insert, update and delete`).toBe("DELETE,INSERT,UPDATE");
      }
    });

    async function firstColumn(table: string): Promise<string> {
      const columns = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select column_name as name from information_schema.columns
              where table_schema = 'public' and table_name = ${table} order by ordinal_position limit 1`,
        ),
      );
      return columns[0]!.name;
    }
  });
}
