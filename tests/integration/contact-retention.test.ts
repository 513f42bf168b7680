import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  contactRetentionJob,
  contactRetentionJobName,
  startContactRetentionSchedule,
} from "~/.server/contact/contact-retention";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { readEnv } from "~/.server/env";
import { createJobEngine, type JobDefinition, type JobEngine } from "~/.server/jobs/job-engine";
import { siteJobDefinitions } from "~/.server/site-jobs";
import { captureSecurityEvents } from "../helpers/capture-security-events";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { until } from "../helpers/until";

/** `CONTACT_RETENTION_DAYS` (issue 32): a scheduled job deletes older messages and logs how many. */
describe.each(testDatabaseKinds)("the contact messages' retention on %s", (kind) => {
  const database = useTestDatabase(kind);
  let engine: JobEngine;
  let log: ReturnType<typeof captureSecurityEvents>;

  beforeAll(async () => {
    engine = createJobEngine({
      connection: database.connection,
      definitions: [contactRetentionJob(database.db, 30)] as unknown as JobDefinition<never>[],
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
  });
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    const message = (name: string, days: number, extra: object = {}) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      inquiry: "general" as const,
      message: `Sent ${days} days ago`,
      createdAt: daysAgo(days),
      ...extra,
    });
    await database.db
      .insert(contactMessages)
      .values([
        message("Old", 45),
        message("Handled", 31, { handledAt: daysAgo(30), isRead: true }),
        message("Recent", 29),
        message("Today", 0),
      ]);
    log = captureSecurityEvents();
  });
  afterEach(() => log.restore());

  const names = async () =>
    (await database.db.select({ name: contactMessages.name }).from(contactMessages)).map((row) => row.name).sort();

  it("deletes the messages older than the period, read or not, keeps the rest and logs how many", async () => {
    const { id } = await engine.enqueue(contactRetentionJobName, {});
    const report = await engine.waitFor(id, { timeoutMs: 30_000 });
    expect(report).toMatchObject({ state: "completed", result: { deleted: 2 } });
    expect(await names()).toEqual(["Recent", "Today"]);
    expect(log.named("contact-messages.retention")).toEqual([
      { event: "contact-messages.retention", deleted: 2, retentionDays: 30 },
    ]);
    // The count, never what the messages said or who sent them.
    expect(log.text()).not.toContain("Sent 45 days ago");
    expect(log.text()).not.toContain("old@example.com");

    // A second run finds nothing more to delete, and says so.
    const again = await engine.waitFor((await engine.enqueue(contactRetentionJobName, {})).id, { timeoutMs: 30_000 });
    expect(again).toMatchObject({ state: "completed", result: { deleted: 0 } });
    expect(log.named("contact-messages.retention").at(-1)).toMatchObject({ deleted: 0 });
  });

  it("runs on its schedule when the period is set: at start, then every period", async () => {
    const stop = startContactRetentionSchedule(engine, { CONTACT_RETENTION_DAYS: 30 }, { everyMs: 300 });
    try {
      await until(names, (left) => left.length === 2, 30_000);
      // Queued again on the schedule: a message that ages past the period meanwhile goes too.
      await database.db
        .update(contactMessages)
        .set({ createdAt: sql`now() - make_interval(days => 40)` })
        .where(sql`${contactMessages.name} = 'Recent'`);
      await until(names, (left) => left.length === 1, 30_000);
      expect(await names()).toEqual(["Today"]);
    } finally {
      stop();
    }
  });

  it("is off by default: no job, no schedule, nothing deleted", async () => {
    const env = readEnv({ NODE_ENV: "test" });
    expect(siteJobDefinitions(database.db, env).map((definition) => definition.name)).not.toContain(
      contactRetentionJobName,
    );
    const queued: string[] = [];
    const spyEngine = { enqueue: async (name: string) => void queued.push(name) } as unknown as JobEngine;
    startContactRetentionSchedule(spyEngine, env)();
    expect(queued).toEqual([]);
    expect(await names()).toEqual(["Handled", "Old", "Recent", "Today"]);

    const on = readEnv({ NODE_ENV: "test", CONTACT_RETENTION_DAYS: "90" });
    expect(siteJobDefinitions(database.db, on).map((definition) => definition.name)).toContain(contactRetentionJobName);
  });
});
