import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  exitCodeOf,
  freePort,
  postForm,
  sessionCookieOf,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";
import { totpCode } from "../helpers/totp";

describe("ADMIN_REQUIRE_MFA=true", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-mfa-"));
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
      expect((await waitForUrl(`${base}/readyz`)).status).toBe(200);
      const account = { email: "boss@example.com", password: "boss-password" };
      await postForm(base, "/auth", { intent: "sign-up", ...account });
      let cookie = sessionCookieOf(await postForm(base, "/auth", { intent: "sign-in", ...account }))!;

      const page = await fetch(`${base}/admin`, { redirect: "manual", headers: { cookie } });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/account/security?required=admin");
      const action = await postForm(base, "/admin/messages", { intent: "mark-read", id: crypto.randomUUID() }, cookie);
      expect(action.status).toBe(403);

      const enrollment = await postForm(
        base,
        "/account/security",
        { intent: "totp-start", password: account.password },
        cookie,
      );
      // Like a browser, keep whatever session cookie each response sets.
      cookie = sessionCookieOf(enrollment) ?? cookie;
      const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(await enrollment.text())?.[1];
      expect(secret).toBeTruthy();
      const confirmed = await postForm(
        base,
        "/account/security",
        { intent: "totp-confirm", code: totpCode(secret!) },
        cookie,
      );
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("location")).toBe("/account/security");
      cookie = sessionCookieOf(confirmed) ?? cookie;

      expect((await fetch(`${base}/admin`, { redirect: "manual", headers: { cookie } })).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await exitCodeOf(server.child), server.output()).toBe(0);
  }, 90_000);
});
