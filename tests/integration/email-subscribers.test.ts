import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { emailSubscribers, subscriberAnnouncements } from "~/.server/db/schema/email-subscribers";
import { episodes } from "~/.server/db/schema/episodes";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { importEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { readEnv } from "~/.server/env";
import { createJobEngine, type JobEngine } from "~/.server/jobs/job-engine";
import { requestInfoContext } from "~/.server/request-context";
import { siteJobDefinitions } from "~/.server/site-jobs";
import {
  announceNewContentJobName,
  subscriberConfirmationJobName,
  subscriberJobs,
  subscriberUpdateJobName,
} from "~/.server/subscribers/subscriber-jobs";
import { subscriberSettings } from "~/.server/subscribers/subscriber-settings";
import { confirmationLifetimeMs, signSubscriberToken } from "~/.server/subscribers/subscriber-tokens";
import { subscribeSuccessMessage } from "~/lib/email-subscription";
import * as confirmRoute from "~/routes/subscribers/subscribe-confirm";
import * as subscribeRoute from "~/routes/subscribers/subscribe";
import * as unsubscribeRoute from "~/routes/subscribers/unsubscribe";
import { routeArgs } from "../helpers/app-services";
import { startFixtureServer } from "../helpers/fixture-server";
import { startMailServer, type MailServer, type ReceivedMail } from "../helpers/mail-server";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { until } from "../helpers/until";

const publicUrl = "http://site.test";
const secret = "an-auth-secret-for-the-subscriber-tests-0123456789";

/** A podcast feed with one episode out today and one from 2020 (a back catalogue). */
function feedWithNewEpisode(marker: string) {
  const item = (title: string, guid: string, date: Date) => `<item>
      <title>${title}</title>
      <link>https://untangledshow.podbean.com/e/${guid}/</link>
      <pubDate>${date.toUTCString()}</pubDate>
      <guid isPermaLink="false">${guid}</guid>
      <description><![CDATA[<p>Notes for ${title}.</p>]]></description>
      <enclosure url="https://mcdn.podbean.com/mf/web/${guid}.mp3" length="1000" type="audio/mpeg"/>
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Untangled</title><link>https://untangledshow.podbean.com</link>
${item(`Fresh episode ${marker}`, `fresh-${marker}`, new Date(Date.now() - 60 * 60_000))}
${item(`Old episode ${marker}`, `old-${marker}`, new Date(Date.UTC(2020, 0, 1)))}
</channel></rss>`;
}

/** Double opt-in, announcements and one-click unsubscribe, end to end against a loopback SMTP server. */
describe.each(testDatabaseKinds)("email subscribers on %s", (kind) => {
  const database = useTestDatabase(kind);
  let engine: JobEngine;
  let mail: MailServer;
  let env: ReturnType<typeof readEnv>;

  beforeAll(async () => {
    mail = await startMailServer();
    env = readEnv({
      NODE_ENV: "test",
      SMTP_URL: mail.url,
      NOTIFY_EMAIL: "owner@example.com",
      MAIL_FROM: "Untangled <news@example.com>",
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: secret,
    });
    engine = createJobEngine({
      connection: database.connection,
      definitions: subscriberJobs(database.db, subscriberSettings(env)!, {
        engine: async () => engine,
        retry: { limit: 4, delaySeconds: 1, maxDelaySeconds: 2 },
        pauseMs: 50,
      }),
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
  });

  const services = () => ({ db: database.db, env, jobEngine: async () => engine });

  function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const request = new Request(`${publicUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    const args = routeArgs(services(), { request }) as { context: { set: (...args: unknown[]) => void } };
    args.context.set(requestInfoContext, { requestId: "subscribers", clientIp: "198.51.100.7", cspNonce: "" });
    return args as never;
  }
  const get = (path: string) => routeArgs(services(), { request: new Request(`${publicUrl}${path}`) });

  /** What a route answered: its data and status, whether it returned plain data or `data(…, { status })`. */
  function answer<T>(result: unknown): { status: number; data: T } {
    if (
      result &&
      typeof result === "object" &&
      "type" in result &&
      (result as { type: string }).type === "DataWithResponseInit"
    ) {
      const wrapped = result as unknown as { data: T; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, data: wrapped.data };
    }
    return { status: 200, data: result as T };
  }

  const signUp = async (email: string, extra: Record<string, string> = {}) =>
    answer<{ done: boolean; error?: string }>(
      await subscribeRoute.action(post("/subscribe", { email, website: "", ...extra })),
    );

  const rowOf = async (email: string) =>
    (await database.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)))[0];

  const mailsTo = (address: string) => mail.received.filter((item) => item.envelopeTo.includes(address));

  const linkIn = (received: ReceivedMail, path: string) => {
    const match = new RegExp(`${publicUrl}${path}\\?token=[A-Za-z0-9._-]+`).exec(received.mail.text ?? "");
    expect(match, `a ${path} link in the email`).not.toBeNull();
    return new URL(match![0]);
  };

  /** A header as sent, unfolded (mailparser reads the List-* headers into one object of its own). */
  const rawHeader = (received: ReceivedMail, name: string) =>
    received.mail.headerLines
      .find((header) => header.key === name.toLowerCase())
      ?.line.replace(/\r?\n[ \t]+/g, "")
      .slice(name.length + 1)
      .trim();

  async function confirmedSubscriber(email: string) {
    expect((await signUp(email)).data.done).toBe(true);
    const [confirmation] = await until(
      () => mailsTo(email),
      (received) => received.length > 0,
    );
    const link = linkIn(confirmation!, "/subscribe/confirm");
    const token = link.searchParams.get("token")!;
    expect(answer(await confirmRoute.action(post("/subscribe/confirm", { token }))).status).toBe(200);
    mail.received.length = 0;
    return (await rowOf(email))!;
  }

  it("sends only a confirmation with a signed link, and subscribes nobody until it is confirmed", async () => {
    const email = `Jamie.${crypto.randomUUID().slice(0, 8)}@Example.com`;
    const result = await signUp(`  ${email} `);
    expect(result).toEqual({ status: 200, data: { done: true, error: undefined, email: "" } });
    expect(subscribeSuccessMessage).toBe("Check your inbox to confirm your subscription.");

    // Stored normalised, pending.
    const row = await rowOf(email.toLowerCase());
    expect(row).toMatchObject({ status: "pending", confirmedAt: null });

    const [confirmation] = await until(
      () => mailsTo(email.toLowerCase()),
      (received) => received.length > 0,
    );
    expect(confirmation!.mail.subject).toBe("Please confirm your subscription to Untangled");
    expect(confirmation!.mail.from).toMatchObject({ value: [{ address: "news@example.com", name: "Untangled" }] });
    expect(confirmation!.mail.text).toContain("The link works for 7 days.");
    const link = linkIn(confirmation!, "/subscribe/confirm");
    expect(link.searchParams.get("token")).toMatch(new RegExp(`^${row!.id}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`));

    // Opening the link (as a mail scanner would) only shows the button; nothing changes.
    const opened = answer<{ token: string; error?: string }>(
      confirmRoute.loader(get(`/subscribe/confirm${link.search}`)),
    );
    expect(opened.status).toBe(200);
    expect(opened.data.error).toBeUndefined();
    expect((await rowOf(email.toLowerCase()))!.status).toBe("pending");

    // The button's post confirms.
    const confirmed = answer<{ confirmed: boolean }>(
      await confirmRoute.action(post("/subscribe/confirm", { token: link.searchParams.get("token")! })),
    );
    expect(confirmed).toEqual({ status: 200, data: { confirmed: true, error: undefined } });
    expect(await rowOf(email.toLowerCase())).toMatchObject({ status: "confirmed" });
    expect((await rowOf(email.toLowerCase()))!.confirmedAt).toBeInstanceOf(Date);
  });

  it("answers the same for a known address and sends a confirmed one nothing", async () => {
    const email = `known-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await confirmedSubscriber(email);
    const again = await signUp(email);
    const fresh = await signUp(`fresh-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(again).toEqual(fresh);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(email)).toHaveLength(0);
    expect((await rowOf(email))!.status).toBe("confirmed");
  });

  it("sends a pending address at most one confirmation an hour", async () => {
    const email = `twice-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await signUp(email);
    await signUp(email);
    await until(
      () => mailsTo(email),
      (received) => received.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("refuses a forged, altered or expired link with a clear message and changes nothing", async () => {
    const email = `forged-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await signUp(email);
    const row = (await rowOf(email))!;
    const forged = signSubscriberToken("someone-elses-secret-0123456789-abcdefgh", {
      subscriberId: row.id,
      purpose: "confirm",
    });
    const expired = signSubscriberToken(secret, {
      subscriberId: row.id,
      purpose: "confirm",
      now: Date.now() - confirmationLifetimeMs - 60_000,
    });
    // An unsubscribe token is not a confirmation token.
    const otherPurpose = signSubscriberToken(secret, { subscriberId: row.id, purpose: "unsubscribe" });
    const good = signSubscriberToken(secret, { subscriberId: row.id, purpose: "confirm" });
    const altered = good.replace(
      /\.([0-9a-z]+)\./,
      (_all, expires: string) => `.${(parseInt(expires, 36) + 1).toString(36)}.`,
    );

    for (const token of [forged, otherPurpose, altered, "", "not-a-token", `${row.id}.0.${"A".repeat(43)}`]) {
      const refused = answer<{ confirmed: boolean; error: string }>(
        await confirmRoute.action(post("/subscribe/confirm", { token })),
      );
      expect(refused.status).toBe(400);
      expect(refused.data.error).toBe(
        "This link is not valid. Please copy the whole link from the email, or sign up again.",
      );
      const opened = answer<{ error: string }>(confirmRoute.loader(get(`/subscribe/confirm?token=${token}`)));
      expect(opened.status).toBe(400);
    }
    const late = answer<{ error: string }>(await confirmRoute.action(post("/subscribe/confirm", { token: expired })));
    expect(late).toEqual({
      status: 400,
      data: { confirmed: false, error: "This confirmation link has expired. Please sign up again to get a new one." },
    });
    expect(await rowOf(email)).toMatchObject({ status: "pending", confirmedAt: null });

    const unsubscribeForged = answer<{ error: string }>(
      await unsubscribeRoute.action(post(`/unsubscribe?token=${forged}`, { "List-Unsubscribe": "One-Click" })),
    );
    expect(unsubscribeForged.status).toBe(400);
    expect((await rowOf(email))!.status).toBe("pending");
  });

  it("emails each confirmed subscriber once about an imported episode, never the unconfirmed, and stops after a one-click unsubscribe", async () => {
    // Whatever the earlier tests left is announced first, so only this test's episode is new below.
    await engine.enqueue(announceNewContentJobName, {});
    await until(
      async () => (await engine.boss.findJobs(announceNewContentJobName)).every((job) => job.state === "completed"),
      (done) => done,
    );
    await database.db.update(emailSubscribers).set({ status: "unsubscribed" });
    mail.received.length = 0;

    const first = await confirmedSubscriber(`first-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const second = await confirmedSubscriber(`second-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const unconfirmed = `unconfirmed-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await signUp(unconfirmed);
    await until(
      () => mailsTo(unconfirmed),
      (received) => received.length > 0,
    );
    mail.received.length = 0;

    // A new episode arrives by the feed import, with an old one from the back catalogue.
    const marker = crypto.randomUUID().slice(0, 8);
    const feed = await startFixtureServer({ "/feed.xml": { body: feedWithNewEpisode(marker) } });
    try {
      const imported = await importEpisodesFromFeed(database.db, {
        feedUrl: feed.url("/feed.xml"),
        allowPrivateNetwork: true,
      });
      expect(imported.imported).toBe(2);
    } finally {
      await feed.close();
    }
    const [fresh] = await database.db
      .select()
      .from(episodes)
      .where(eq(episodes.title, `Fresh episode ${marker}`));

    await engine.enqueue(announceNewContentJobName, {});
    const announcements = await until(
      () => mail.received.filter((item) => item.mail.subject?.includes(marker)),
      (received) => received.length >= 2,
    );
    // The run after it finds nothing new: still one email each.
    await engine.enqueue(announceNewContentJobName, {});
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const all = mail.received.filter((item) => item.mail.subject?.includes(marker));
    expect(all).toHaveLength(2);
    expect(all.map((item) => item.envelopeTo[0]).sort()).toEqual([first.email, second.email].sort());
    expect(all.every((item) => item.mail.subject === `New episode: Fresh episode ${marker}`)).toBe(true);
    expect(mail.received.some((item) => item.mail.subject?.includes(`Old episode ${marker}`))).toBe(false);
    expect(mailsTo(unconfirmed)).toHaveLength(0);
    expect(
      await database.db.select().from(subscriberAnnouncements).where(eq(subscriberAnnouncements.itemId, fresh!.id)),
    ).toHaveLength(1);

    const toFirst = announcements.find((item) => item.envelopeTo.includes(first.email))!;
    // RFC 8058: an https-or-http link to POST to, and the one-click marker.
    const listUnsubscribe = rawHeader(toFirst, "List-Unsubscribe");
    const unsubscribeLink = /^<([^>]+)>$/.exec(listUnsubscribe ?? "")?.[1];
    expect(unsubscribeLink).toMatch(new RegExp(`^${publicUrl}/unsubscribe\\?token=${first.id}\\.0\\.`));
    expect(rawHeader(toFirst, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // A plain-text part, and the HTML one.
    expect(toFirst.mail.text).toContain(`Fresh episode ${marker}`);
    expect(toFirst.mail.text).toContain(`Listen: ${publicUrl}/episodes/${fresh!.slug}`);
    expect(toFirst.mail.text).toContain(`Notes for Fresh episode ${marker}.`);
    expect(toFirst.mail.text).toContain(`Unsubscribe: ${unsubscribeLink}`);
    expect(toFirst.mail.html).toContain(`href="${publicUrl}/episodes/${fresh!.slug}"`);

    // The mail app's one-click: a POST with no cookie, no session, from no page of ours.
    const unsubscribed = answer<{ done: boolean }>(
      await unsubscribeRoute.action(
        post(new URL(unsubscribeLink!).pathname + new URL(unsubscribeLink!).search, {
          "List-Unsubscribe": "One-Click",
        }),
      ),
    );
    expect(unsubscribed).toEqual({ status: 200, data: { done: true, error: undefined } });
    expect(await rowOf(first.email)).toMatchObject({ status: "unsubscribed" });
    // Twice is fine.
    expect(
      answer(
        await unsubscribeRoute.action(post(new URL(unsubscribeLink!).pathname + new URL(unsubscribeLink!).search, {})),
      ).status,
    ).toBe(200);

    // A post published next reaches the one still subscribed only.
    mail.received.length = 0;
    const [post_] = await database.db
      .insert(blogPosts)
      .values({ title: `New post ${marker}`, excerpt: "What to bring to the first meeting." })
      .returning();
    await engine.enqueue(announceNewContentJobName, {});
    const [postMail] = await until(
      () => mail.received.filter((item) => item.mail.subject === `New post: New post ${marker}`),
      (received) => received.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mail.received.filter((item) => item.mail.subject === `New post: New post ${marker}`)).toHaveLength(1);
    expect(postMail!.envelopeTo).toEqual([second.email]);
    expect(postMail!.mail.text).toContain(`Read it: ${publicUrl}/blog/${post_!.id}`);
  });

  it("retries an announcement the mail server refused until it is accepted", async () => {
    const subscriber = await confirmedSubscriber(`retry-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await database.db
      .update(emailSubscribers)
      .set({ status: "unsubscribed" })
      .where(eq(emailSubscribers.id, subscriber.id));
    // Everyone else is out of this test's way.
    await database.db.update(emailSubscribers).set({ status: "unsubscribed" });
    await database.db
      .update(emailSubscribers)
      .set({ status: "confirmed" })
      .where(eq(emailSubscribers.id, subscriber.id));
    mail.state.refusing = true;
    mail.state.refusals = 0;
    const marker = crypto.randomUUID().slice(0, 8);
    await database.db.insert(blogPosts).values({ title: `Refused at first ${marker}` });
    await engine.enqueue(announceNewContentJobName, {});
    await until(
      () => mail.state.refusals,
      (refusals) => refusals >= 2,
    );
    mail.state.refusing = false;
    const [delivered] = await until(
      () => mail.received.filter((item) => item.mail.subject?.includes(marker)),
      (received) => received.length > 0,
    );
    expect(delivered!.envelopeTo).toEqual([subscriber.email]);
    const [job] = (await engine.boss.findJobs(subscriberUpdateJobName)).filter(
      (item) => (item.data as { subscriberId: string }).subscriberId === subscriber.id,
    );
    expect(job!.retryCount).toBeGreaterThanOrEqual(1);
  });

  it("turns away the honeypot, a bad address and a flood, storing nothing", async () => {
    const before = (await database.db.select().from(emailSubscribers)).length;
    const bot = await signUp(`bot-${crypto.randomUUID().slice(0, 8)}@example.com`, { website: "https://spam.example" });
    expect(bot).toMatchObject({
      status: 400,
      data: { done: false, error: "Your request could not be sent. Please try again." },
    });
    const typo = await signUp("not an address");
    expect(typo).toMatchObject({ status: 400, data: { done: false, error: "Please enter a valid email address." } });
    expect((await database.db.select().from(emailSubscribers)).length).toBe(before);

    const answers = [];
    for (let index = 0; index < 6; index++)
      answers.push(await signUp(`flood-${index}-${crypto.randomUUID().slice(0, 8)}@example.com`));
    expect(answers.slice(0, 5).every((item) => item.status === 200)).toBe(true);
    expect(answers[5]).toMatchObject({ status: 429 });
    expect(answers[5]!.data.error).toMatch(
      /^You have signed up several times in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect((await database.db.select().from(emailSubscribers)).length).toBe(before + 5);
  });

  it("is off without SMTP_URL and MAIL_FROM: no jobs, no form, sign-ups refused", async () => {
    const names = (source: Record<string, string>) =>
      siteJobDefinitions(database.db, readEnv({ NODE_ENV: "test", ...source })).map((definition) => definition.name);
    expect(names({})).not.toContain(subscriberConfirmationJobName);
    expect(names({ SMTP_URL: mail.url, NOTIFY_EMAIL: "owner@example.com" })).not.toContain(subscriberUpdateJobName);
    expect(names({ SMTP_URL: mail.url, MAIL_FROM: "news@example.com" })).toEqual(
      expect.arrayContaining([subscriberConfirmationJobName, announceNewContentJobName, subscriberUpdateJobName]),
    );
    expect(() => readEnv({ NODE_ENV: "test", MAIL_FROM: "news@example.com" })).toThrow(/MAIL_FROM needs SMTP_URL/);

    const offEnv = readEnv({ NODE_ENV: "test" });
    const offArgs = (request: Request) => {
      const args = routeArgs({ db: database.db, env: offEnv }, { request }) as {
        context: { set: (...args: unknown[]) => void };
      };
      args.context.set(requestInfoContext, { requestId: "off", clientIp: "198.51.100.8", cspNonce: "" });
      return args as never;
    };
    expect(subscribeRoute.loader(offArgs(new Request(`${publicUrl}/subscribe`)))).toEqual({ on: false });
    const refused = answer<{ error: string }>(
      await subscribeRoute.action(
        offArgs(
          new Request(`${publicUrl}/subscribe`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "email=someone%40example.com",
          }),
        ),
      ),
    );
    expect(refused).toMatchObject({
      status: 404,
      data: { error: "Email subscriptions are not available at the moment." },
    });
    expect(await rowOf("someone@example.com")).toBeUndefined();
  });
});
