import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  exitCodeOf,
  freePort,
  newServerDataDir,
  postForm,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";
import { previousTotpCode, totpCode } from "../helpers/totp";
import { createSoftPasskey } from "../helpers/webauthn";

/**
 * A second factor belongs to the session that proved it (app/.server/auth/sign-in-method.ts), over
 * HTTP against the production server with ADMIN_REQUIRE_MFA on:
 * (a) a session opened with the password alone cannot add a passkey (Better Auth's registration path
 *     is closed; the account page wants the password and the app's code in the same request), so it
 *     cannot keep a way in after the owner secures the account;
 * (b) a session opened with the password before the owner set up an app in another browser does not
 *     open /admin afterwards: enrolling ends it, and the admin gate asks the session, not the account;
 * (c) an app code is good for one use everywhere: one used on the account page is refused at sign-in,
 *     and one used to sign in elsewhere is refused on the account page;
 * (d) an admin whose only second factor is a passkey: the password alone opens no session (sign-in
 *     asks for the passkey), and a password session cannot set up an app to get round it.
 */
describe("second factor per session (ADMIN_REQUIRE_MFA=true)", () => {
  const dataDir = newServerDataDir("session-factor-");
  let server: ReturnType<typeof startServerProcess>;
  let base = "";

  beforeAll(async () => {
    await ensureBuild();
    server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: { ADMIN_REQUIRE_MFA: "true", ADMIN_EMAILS: "owner-a@example.com,owner-b@example.com,owner-c@example.com" },
    });
    base = server.base;
    expect((await waitForUrl(`${base}/readyz`)).status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child), server.output()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One browser: keeps the cookies each answer sets, sends them with the next request. */
  function browser() {
    const cookies = new Map<string, string>();
    const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const keep = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair, ...attributes] = cookie.split(";");
        const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
        if (!value || attributes.some((attribute) => /max-age=0/i.test(attribute.trim()))) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    };
    return {
      cookie: header,
      post: async (pathname: string, fields: Record<string, string>) =>
        keep(await postForm(base, pathname, fields, header())),
      get: async (pathname: string) =>
        keep(await fetch(`${base}${pathname}`, { redirect: "manual", headers: { cookie: header() } })),
      postJson: async (pathname: string, body: unknown) =>
        keep(
          await fetch(`${base}${pathname}`, {
            method: "POST",
            redirect: "manual",
            headers: { cookie: header(), origin: base, "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
        ),
    };
  }

  async function signIn(account: { email: string; password: string }) {
    const tab = browser();
    const response = await tab.post("/auth", { intent: "sign-in", ...account });
    expect(response.status).toBe(302);
    return tab;
  }

  /** Starts and confirms an authenticator app in this browser; the app's secret. */
  async function enrollApp(tab: ReturnType<typeof browser>, password: string): Promise<string> {
    const started = await tab.post("/account/security", { intent: "totp-start", password });
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(await started.text())?.[1];
    expect(secret).toBeTruthy();
    // The previous step's code: still accepted, and leaves the current one unused for later steps.
    const confirmed = await tab.post("/account/security", {
      intent: "totp-confirm",
      code: await previousTotpCode(secret!),
    });
    expect(confirmed.headers.get("location")).toBe("/account/security");
    return secret!;
  }

  const adminStatus = async (tab: ReturnType<typeof browser>) => (await tab.get("/admin")).status;

  it("(b) a password session opened before the app was set up elsewhere no longer opens /admin", async () => {
    const owner = { email: "owner-b@example.com", password: "owner-b-password" };
    await postForm(base, "/auth", { intent: "sign-up", ...owner });
    const early = await signIn(owner);
    expect(await adminStatus(early)).toBe(302); // needs a second factor first

    const owners = await signIn(owner);
    const secret = await enrollApp(owners, owner.password);
    expect(await adminStatus(owners)).toBe(200);

    expect(await adminStatus(early)).not.toBe(200);
    expect((await early.post("/admin/messages", { intent: "mark-read", id: crypto.randomUUID() })).status).not.toBe(
      200,
    );

    // A password alone now stops at the second step; the code completes it and opens /admin.
    const later = browser();
    const step = await later.post("/auth", { intent: "sign-in", ...owner });
    expect(step.headers.get("location")).toBe("/auth/two-factor");
    expect(await adminStatus(later)).not.toBe(200);
    const code = totpCode(secret);
    expect((await later.post("/auth/two-factor", { method: "totp", code })).status).toBe(302);
    expect(await adminStatus(later)).toBe(200);

    // The same code a second time, in another sign-in, is refused.
    const replay = browser();
    await replay.post("/auth", { intent: "sign-in", ...owner });
    await replay.post("/auth/two-factor", { method: "totp", code });
    expect(await adminStatus(replay)).not.toBe(200);
  }, 90_000);

  it("(a) a password session cannot add a passkey; with the password and code it can, and a verifying passkey opens /admin", async () => {
    const owner = { email: "owner-a@example.com", password: "owner-a-password" };
    await postForm(base, "/auth", { intent: "sign-up", ...owner });
    const stolen = await signIn(owner);
    const rpId = new URL(base).hostname;
    const attackerKey = createSoftPasskey({ origin: base, rpId });

    // Better Auth's own registration path, with nothing but the session: closed.
    const options = await stolen.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(200);
    const { challenge } = (await options.json()) as { challenge: string };
    const direct = await stolen.postJson("/api/auth/passkey/verify-registration", {
      response: attackerKey.register(challenge),
    });
    expect(direct.status).toBe(404);

    // The account page without the password: refused, nothing added.
    const again = (await (await stolen.get("/api/auth/passkey/generate-register-options")).json()) as {
      challenge: string;
    };
    const noPassword = await stolen.post("/account/security", {
      intent: "passkey-add",
      name: "attacker",
      response: JSON.stringify(attackerKey.register(again.challenge)),
    });
    expect(noPassword.status).toBe(400);
    expect(await (await stolen.get("/account/security")).text()).toContain("No passkeys yet.");

    // The owner secures the account in another browser: the stolen session ends.
    const owners = await signIn(owner);
    const secret = await enrollApp(owners, owner.password);
    expect((await stolen.get("/account/security")).status).toBe(302);

    // The owner adds a passkey: the password and a current code in the same request.
    const ownerKey = createSoftPasskey({ origin: base, rpId });
    const ownerOptions = (await (await owners.get("/api/auth/passkey/generate-register-options")).json()) as {
      challenge: string;
    };
    const withoutCode = await owners.post("/account/security", {
      intent: "passkey-add",
      name: "Laptop",
      password: owner.password,
      response: JSON.stringify(ownerKey.register(ownerOptions.challenge)),
    });
    expect(withoutCode.status).toBe(400);
    const ownerOptions2 = (await (await owners.get("/api/auth/passkey/generate-register-options")).json()) as {
      challenge: string;
    };
    const added = await owners.post("/account/security", {
      intent: "passkey-add",
      name: "Laptop",
      password: owner.password,
      code: totpCode(secret),
      response: JSON.stringify(ownerKey.register(ownerOptions2.challenge)),
    });
    expect(added.status).toBe(302);
    expect(await (await owners.get("/account/security")).text()).toContain("Laptop");

    // Signing in with it: without user verification an admin is refused; with it, /admin opens.
    async function passkeySignIn(userVerified: boolean) {
      const tab = browser();
      const { challenge } = (await (await tab.get("/api/auth/passkey/generate-authenticate-options")).json()) as {
        challenge: string;
      };
      const answer = await tab.postJson("/api/auth/passkey/verify-authentication", {
        response: ownerKey.authenticate(challenge, { userVerified }),
      });
      return { tab, answer };
    }
    const unverified = await passkeySignIn(false);
    expect(unverified.answer.status).toBe(401);
    const verified = await passkeySignIn(true);
    expect(verified.answer.status).toBe(200);
    expect(JSON.stringify(await verified.answer.json())).not.toMatch(/"token"/);
    expect(await adminStatus(verified.tab)).toBe(200);
  }, 90_000);
  /** Registers a new soft passkey through the account page, with the password (and a code when asked). */
  async function addPasskey(
    tab: ReturnType<typeof browser>,
    fields: { name: string; password: string; code?: string },
  ): Promise<{ response: Response; key: ReturnType<typeof createSoftPasskey> }> {
    const key = createSoftPasskey({ origin: base, rpId: new URL(base).hostname });
    const { challenge } = (await (await tab.get("/api/auth/passkey/generate-register-options")).json()) as {
      challenge: string;
    };
    const response = await tab.post("/account/security", {
      intent: "passkey-add",
      ...fields,
      response: JSON.stringify(key.register(challenge)),
    });
    return { response, key };
  }

  /** Signs in with the passkey alone (verifying the user), in a new browser. */
  async function passkeyBrowser(key: ReturnType<typeof createSoftPasskey>) {
    const tab = browser();
    const { challenge } = (await (await tab.get("/api/auth/passkey/generate-authenticate-options")).json()) as {
      challenge: string;
    };
    const answer = await tab.postJson("/api/auth/passkey/verify-authentication", {
      response: key.authenticate(challenge),
    });
    expect(answer.status).toBe(200);
    return tab;
  }

  it("(c) an app code is good once: not at sign-in after the account page, nor on the account page after a sign-in", async () => {
    const member = { email: "member-d@example.com", password: "member-d-password" };
    await postForm(base, "/auth", { intent: "sign-up", ...member });
    const owners = await signIn(member);
    const secret = await enrollApp(owners, member.password);

    // A code given on the account page, adding a passkey with the password…
    const code = totpCode(secret);
    const added = await addPasskey(owners, { name: "Laptop", password: member.password, code });
    expect(added.response.status).toBe(302);

    // …does not complete a sign-in in another browser (sign-ins from one address are limited, so this
    // browser's one sign-in serves both directions); the next code does…
    const other = browser();
    expect((await other.post("/auth", { intent: "sign-in", ...member })).headers.get("location")).toBe(
      "/auth/two-factor",
    );
    expect((await other.post("/auth/two-factor", { method: "totp", code })).status).toBe(400);
    expect(other.cookie()).not.toMatch(/session_token=/);
    const next = totpCode(secret, Date.now() + 30_000);
    expect((await other.post("/auth/two-factor", { method: "totp", code: next })).headers.get("location")).toBe("/");

    // …and, used there, no longer adds a passkey on the account page.
    const replayed = await addPasskey(owners, { name: "Replayed", password: member.password, code: next });
    expect(replayed.response.status).toBe(400);
    expect(await replayed.response.text()).toContain("That code is not correct, or was used already.");
    const page = await (await owners.get("/account/security")).text();
    expect(page).toContain("Laptop");
    expect(page).not.toContain("Replayed");
  }, 90_000);

  it("(d) a passkey-only admin: the password alone opens no session and cannot set up an app; the passkey can", async () => {
    const owner = { email: "owner-c@example.com", password: "owner-c-password" };
    await postForm(base, "/auth", { intent: "sign-up", ...owner });
    // No factor yet, so the password is enough to add the first one; this session stays a password session.
    const first = await signIn(owner);
    const { response: added, key } = await addPasskey(first, { name: "Key", password: owner.password });
    expect(added.status).toBe(302);

    // Someone with the password: sign-in asks for the passkey and opens no session.
    const attacker = browser();
    const step = await attacker.post("/auth", { intent: "sign-in", ...owner });
    expect(step.status).toBe(302);
    expect(step.headers.get("location")).toBe("/auth/two-factor?method=passkey");
    expect(attacker.cookie()).not.toMatch(/session_token=/);
    const stepPage = await attacker.get("/auth/two-factor?method=passkey");
    expect(stepPage.status).toBe(200);
    expect(await stepPage.text()).toContain("Use your passkey to finish signing in.");
    expect(await adminStatus(attacker)).not.toBe(200);
    expect((await attacker.post("/account/security", { intent: "totp-start", password: owner.password })).status).toBe(
      302,
    );

    // A password session of the account cannot set up an app: neither step, and no key is shown.
    const started = await first.post("/account/security", { intent: "totp-start", password: owner.password });
    expect(started.status).toBe(403);
    expect(await started.text()).not.toContain('data-testid="totp-secret"');
    const confirmed = await first.post("/account/security", { intent: "totp-confirm", code: "123456" });
    expect(confirmed.status).toBe(403);
    expect(await (await first.get("/account/security")).text()).toMatch(/Status: (<!-- -->)?<strong>Off<\/strong>/);
    expect(await adminStatus(first)).not.toBe(200);

    // With the passkey: the app is set up, the session stays a passkey session, and the password session ends.
    const owners = await passkeyBrowser(key);
    expect(await adminStatus(owners)).toBe(200);
    await enrollApp(owners, owner.password);
    expect(await adminStatus(owners)).toBe(200);
    expect((await first.get("/account/security")).status).toBe(302);
  }, 90_000);
});
