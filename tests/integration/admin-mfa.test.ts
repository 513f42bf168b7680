import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  exitCodeOf,
  freePort,
  newServerDataDir,
  postForm,
  sessionCookieOf,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";
import { totpCode } from "../helpers/totp";

describe("ADMIN_REQUIRE_MFA=true", () => {
  const dataDir = newServerDataDir("admin-mfa-");
  let port = 0;

  beforeAll(async () => {
    ensureBuild();
    port = await freePort();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("keeps an admin out of the admin area until a second factor is verified", async () => {
    const server = startServerProcess({
      dataDir,
      port,
      env: { ADMIN_REQUIRE_MFA: "true", ADMIN_EMAILS: "boss@example.com" },
    });
    const { base } = server;
    try {
      expect((await waitForUrl(`${base}/readyz`)).status, server.output()).toBe(200);
      const account = { email: "boss@example.com", password: "boss-password" };
      await postForm(base, "/auth", { intent: "sign-up", ...account });
      let cookie = sessionCookieOf(await postForm(base, "/auth", { intent: "sign-in", ...account }))!;

      const page = await fetch(`${base}/admin`, { redirect: "manual", headers: { cookie } });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/account/security?required=admin");
      const deeper = await fetch(`${base}/admin/messages`, { redirect: "manual", headers: { cookie } });
      const gate = "/account/security?required=admin&returnTo=%2Fadmin%2Fmessages";
      expect(deeper.headers.get("location")).toBe(gate);
      const action = await postForm(base, "/admin/messages", { intent: "mark-read", id: crypto.randomUUID() }, cookie);
      expect(action.status).toBe(403);

      const enrollment = await postForm(base, gate, { intent: "totp-start", password: account.password }, cookie);
      // Like a browser, keep whatever session cookie each response sets.
      cookie = sessionCookieOf(enrollment) ?? cookie;
      const enrollmentPage = await enrollment.text();
      const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(enrollmentPage)?.[1];
      expect(secret).toBeTruthy();
      const firstBackupCode = />([A-Za-z0-9]{5}-[A-Za-z0-9]{5})</.exec(enrollmentPage)?.[1];
      expect(firstBackupCode).toBeTruthy();

      // A mistyped code keeps the QR code, the key and the backup codes, for the browser that was shown the key…
      const wrongCode = String((Number(totpCode(secret!)) + 1) % 1_000_000).padStart(6, "0");
      const mistyped = await postForm(base, gate, { intent: "totp-confirm", code: wrongCode, key: secret! }, cookie);
      expect(mistyped.status).toBe(400);
      const mistypedPage = await mistyped.text();
      expect(mistypedPage).toContain("That code did not match.");
      expect(mistypedPage).toContain(`data-testid="totp-secret">${secret}<`);
      expect(mistypedPage).toContain("QR code for your authenticator app");
      expect(mistypedPage).toContain(firstBackupCode);
      // …and to no one else: without the key shown, the secret stays hidden.
      const blind = await postForm(base, gate, { intent: "totp-confirm", code: wrongCode }, cookie);
      expect(blind.status).toBe(400);
      expect(await blind.text()).not.toContain(secret);

      const confirmed = await postForm(base, gate, { intent: "totp-confirm", code: totpCode(secret!) }, cookie);
      expect(confirmed.status).toBe(302);
      // Back to the admin page the gate sent the owner from.
      expect(confirmed.headers.get("location")).toBe("/admin/messages");
      cookie = sessionCookieOf(confirmed) ?? cookie;

      expect((await fetch(`${base}/admin/messages`, { redirect: "manual", headers: { cookie } })).status).toBe(200);
      expect((await fetch(`${base}/admin`, { redirect: "manual", headers: { cookie } })).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await exitCodeOf(server.child), server.output()).toBe(0);
  }, 180_000);
});
