import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signSubscriberToken } from "~/.server/subscribers/subscriber-tokens";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { startMailServer, type MailServer } from "../helpers/mail-server";
import { startProductionServer } from "../helpers/server-process";
import { until } from "../helpers/until";

/**
 * The sign-up form and the one-click unsubscribe through the production server, as a browser without
 * JavaScript and a mail app use them: plain form posts, no cookie, no Origin of ours.
 */
const secret = "an-auth-secret-for-the-served-subscriber-test-0123";

type Server = Awaited<ReturnType<typeof startProductionServer>>;

async function firstEpisodePath(server: Server): Promise<string> {
  const html = await (await fetch(`${server.base}/episodes`)).text();
  const path = /href="(\/episodes\/[a-z0-9-]+)"/.exec(html)?.[1];
  expect(path).toBeDefined();
  return path!;
}

const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

describe("email subscribers on the production server", () => {
  let server: Server;
  let mail: MailServer;

  beforeAll(async () => {
    ensureBuild();
    mail = await startMailServer();
    server = await startProductionServer({
      env: { SMTP_URL: mail.url, MAIL_FROM: "Untangled <news@example.com>", AUTH_SECRET: secret },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });

  it("shows the form at the end of an episode page, cached or not, and takes a sign-up without JavaScript", async () => {
    const episode = await firstEpisodePath(server);
    for (let attempt = 0; attempt < 2; attempt++) {
      const html = await (await fetch(`${server.base}${episode}`)).text();
      expect(html).toContain('action="/subscribe"');
      expect(html).toContain("Get new episodes by email");
      // In the footer, after the page's own content.
      expect(html.indexOf('action="/subscribe"')).toBeGreaterThan(html.indexOf('id="main-content"'));
    }

    const email = `served-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await formPost(`${server.base}/subscribe`, { email, website: "" });
    expect(signedUp.status).toBe(200);
    expect(await signedUp.text()).toContain("Check your inbox to confirm your subscription.");

    const [confirmation] = await until(
      () => mail.received.filter((item) => item.envelopeTo.includes(email)),
      (received) => received.length > 0,
    );
    const link = /http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?token=[A-Za-z0-9._-]+/.exec(
      confirmation!.mail.text ?? "",
    )![0];
    const token = new URL(link).searchParams.get("token")!;
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Confirm my subscription");
    const confirmed = await formPost(link, { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("your subscription is confirmed");

    // The mail provider's one-click, server to server: no cookie, no session, no Origin (React Router
    // refuses a post that names another site's origin, which a provider's server does not send).
    const subscriberId = token.split(".")[0]!;
    const unsubscribeUrl = `${server.base}/unsubscribe?token=${signSubscriberToken(secret, { subscriberId, purpose: "unsubscribe" })}`;
    const unsubscribed = await formPost(unsubscribeUrl, { "List-Unsubscribe": "One-Click" });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain("You are unsubscribed. You will get no more emails from us.");
    // Unsubscribed: the old confirmation link no longer brings the address back.
    const again = await formPost(link, { token });
    expect(again.status).toBe(400);

    // A forged one-click changes nothing and says so.
    const forged = await formPost(`${server.base}/unsubscribe?token=${subscriberId}.0.${"A".repeat(43)}`, {
      "List-Unsubscribe": "One-Click",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid.");
  });
});

describe("email subscribers off (no MAIL_FROM)", () => {
  let server: Server;

  beforeAll(async () => {
    ensureBuild();
    server = await startProductionServer();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("shows no form and refuses sign-ups", async () => {
    const episode = await firstEpisodePath(server);
    const html = await (await fetch(`${server.base}${episode}`)).text();
    expect(html).not.toContain('action="/subscribe"');
    expect(html).not.toContain("Get new episodes by email");
    const refused = await formPost(`${server.base}/subscribe`, { email: "someone@example.com", website: "" });
    expect(refused.status).toBe(404);
  });
});
