import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadContactInbox } from "~/.server/admin/contact-inbox-data";
import {
  contactNoticeJob,
  contactNoticeJobName,
  contactNoticeSettings,
  type ContactNoticeSettings,
} from "~/.server/contact/contact-notice";
import { queueContactNotice } from "~/.server/contact/queue-contact-notice";
import { submitContactMessage } from "~/.server/contact/submit-contact-message";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { readEnv } from "~/.server/env";
import { createJobEngine, type JobDefinition, type JobEngine } from "~/.server/jobs/job-engine";
import { siteJobDefinitions } from "~/.server/site-jobs";
import { closedPortUrl, startMailServer, type MailServer } from "../helpers/mail-server";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { until } from "../helpers/until";

function contactForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = {
    name: "Jamie Rivera",
    email: "jamie@example.com",
    inquiry: "media",
    message: "Hello",
    acknowledgement: "yes",
    website: "",
  };
  for (const [key, value] of Object.entries({ ...all, ...fields })) form.set(key, value);
  return form;
}

const ownerAddress = "owner@example.com";

/** The owner's email notice of each new contact message, sent by a background job through SMTP. */
describe.each(testDatabaseKinds)("the email notice of a new contact message on %s", (kind) => {
  const database = useTestDatabase(kind);
  let engine: JobEngine;
  let mail: MailServer;
  // Read by the job each time it runs, so a test can point it at a server that is down.
  const settings: ContactNoticeSettings = {
    smtpUrl: "",
    to: ownerAddress,
    inboxUrl: "http://site.test/admin/messages",
  };

  beforeAll(async () => {
    mail = await startMailServer();
    settings.smtpUrl = mail.url;
    // Retries a second apart (doubling) instead of a minute, so the test sees them.
    const notice = contactNoticeJob(database.db, settings, {
      retry: { limit: 6, delaySeconds: 1, maxDelaySeconds: 2 },
    });
    engine = createJobEngine({
      connection: database.connection,
      definitions: [notice] as unknown as JobDefinition<never>[],
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await mail?.close();
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    mail.received.length = 0;
    mail.state.refusing = false;
    settings.smtpUrl = mail.url;
  });

  const submit = (fields: Record<string, string>, noticeSettings: ContactNoticeSettings | null = settings) =>
    submitContactMessage(database.db, {
      form: contactForm(fields),
      clientKey: "203.0.113.20",
      onSaved: (messageId) => queueContactNotice(messageId, { settings: noticeSettings, engine: async () => engine }),
    });

  const noticeJobs = () => engine.boss.findJobs(contactNoticeJobName);

  const inbox = () =>
    loadContactInbox(database.db, new URL("http://site.test/admin/messages"), {
      admin: { id: "admin", email: "admin@example.com" },
      headers: new Headers(),
    });

  it("emails NOTIFY_EMAIL one plain-text notice with the name, email, subject and message", async () => {
    const marker = crypto.randomUUID();
    expect(await submit({ message: `Could Claire join our show on co-parenting? ${marker}` })).toEqual({ ok: true });

    const [notice] = await until(
      () => mail.received,
      (received) => received.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.received).toHaveLength(1);
    expect(notice!.envelopeTo).toEqual([ownerAddress]);
    expect(notice!.mail.to).toMatchObject({ value: [{ address: ownerAddress }] });
    expect(notice!.mail.replyTo).toMatchObject({ value: [{ address: "jamie@example.com", name: "Jamie Rivera" }] });
    expect(notice!.mail.subject).toBe("New message from Jamie Rivera: Media Inquiry");
    expect(notice!.mail.html).toBe(false);
    expect(notice!.mail.text).toContain("Name: Jamie Rivera");
    expect(notice!.mail.text).toContain("Email: jamie@example.com");
    expect(notice!.mail.text).toContain("Subject: Media Inquiry");
    expect(notice!.mail.text).toContain(`Could Claire join our show on co-parenting? ${marker}`);
    expect(notice!.mail.text).toContain("http://site.test/admin/messages");
  });

  it("never names the other party (the conflict check is for the admin inbox only)", async () => {
    const otherParty = `Ottoline Farquharson-${crypto.randomUUID().slice(0, 8)}`;
    expect(await submit({ inquiry: "consultation", otherPartyName: otherParty })).toEqual({ ok: true });
    const [notice] = await until(
      () => mail.received,
      (received) => received.length > 0,
    );
    expect(notice!.mail.subject).toBe("New message from Jamie Rivera: Request a consultation");
    const everything = `${notice!.mail.subject}\n${[...notice!.mail.headers.values()].map(String).join("\n")}\n${notice!.mail.text}`;
    expect(everything).not.toContain("Farquharson");
    expect(everything).not.toContain(otherParty);
    // It is stored, and the admin inbox shows it.
    expect((await inbox()).messages[0]?.otherPartyName).toBe(otherParty);
  });

  it("cannot be made to add a recipient or a header, nor to carry HTML", async () => {
    expect(
      await submit({
        name: "Eve\r\nBcc: victim@example.com\r\nX-Injected: yes",
        message: "<script>alert(1)</script>\r\n.\r\nRCPT TO:<victim@example.com>",
      }),
    ).toEqual({ ok: true });

    const [notice] = await until(
      () => mail.received,
      (received) => received.length > 0,
    );
    expect(notice!.envelopeTo).toEqual([ownerAddress]);
    expect(notice!.mail.bcc).toBeUndefined();
    expect(notice!.mail.headers.has("x-injected")).toBe(false);
    expect(notice!.mail.subject).toBe("New message from Eve Bcc: victim@example.com X-Injected: yes: Media Inquiry");
    expect(notice!.mail.html).toBe(false);
    expect(notice!.mail.text).toContain("<script>alert(1)</script>");
    expect(notice!.mail.text).toContain("RCPT TO:<victim@example.com>");
  });

  it("keeps the message when the mail server refuses, and retries the notice until it is accepted", async () => {
    mail.state.refusing = true;
    mail.state.refusals = 0;
    const marker = crypto.randomUUID();
    expect(await submit({ message: `Refused at first ${marker}` })).toEqual({ ok: true });

    // Saved and in the admin inbox at once, whatever the mail server does.
    expect((await inbox()).messages.map((message) => message.message)).toContain(`Refused at first ${marker}`);

    // Refused twice: the job is waiting for its next try, not lost.
    await until(
      () => mail.state.refusals,
      (refusals) => refusals >= 2,
    );
    const [waiting] = (await noticeJobs()).filter((job) => job.state === "retry" || job.state === "active");
    expect(waiting).toBeDefined();
    expect(mail.received).toHaveLength(0);

    mail.state.refusing = false;
    const [notice] = await until(
      () => mail.received,
      (received) => received.length > 0,
    );
    expect(notice!.mail.text).toContain(marker);
    const jobNow = async () => (await engine.boss.findJobs(contactNoticeJobName, { id: waiting!.id }))[0];
    await until(
      async () => (await jobNow())?.state,
      (state) => state === "completed",
    );
    expect((await jobNow())!.retryCount).toBeGreaterThanOrEqual(2);
  });

  it("keeps the message when the mail server is down, and retries the notice", async () => {
    settings.smtpUrl = await closedPortUrl();
    const marker = crypto.randomUUID();
    const startedAt = performance.now();
    expect(await submit({ message: `Server down ${marker}` })).toEqual({ ok: true });
    // The visitor waits for the database only, never for the mail server.
    expect(performance.now() - startedAt).toBeLessThan(2_000);
    const [saved] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, `Server down ${marker}`));
    expect(saved).toBeDefined();
    expect((await inbox()).messages.map((message) => message.id)).toContain(saved!.id);

    const retried = await until(
      async () => (await noticeJobs()).find((job) => (job.data as { messageId: string }).messageId === saved!.id),
      (job) => (job?.retryCount ?? 0) >= 1,
    );
    expect(["retry", "active", "created"]).toContain(retried!.state);

    // Back up: the retry delivers it.
    settings.smtpUrl = mail.url;
    const [notice] = await until(
      () => mail.received,
      (received) => received.some((item) => item.mail.text?.includes(marker)),
    );
    expect(notice).toBeDefined();
  });

  it("queues nothing and sends nothing while SMTP_URL and NOTIFY_EMAIL are unset", async () => {
    const before = (await noticeJobs()).length;
    expect(await submit({ message: "No notice for this one" }, null)).toEqual({ ok: true });
    expect((await inbox()).messages.map((message) => message.message)).toContain("No notice for this one");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await noticeJobs()).toHaveLength(before);
    expect(mail.received).toHaveLength(0);
  });

  it("is a job of the site only when both variables are set", () => {
    const names = (env: Record<string, string>) =>
      siteJobDefinitions(database.db, readEnv({ NODE_ENV: "test", ...env })).map((definition) => definition.name);
    expect(names({})).not.toContain(contactNoticeJobName);
    expect(contactNoticeSettings(readEnv({ NODE_ENV: "test" }))).toBeNull();
    expect(names({ SMTP_URL: mail.url, NOTIFY_EMAIL: ownerAddress })).toContain(contactNoticeJobName);
  });
});
