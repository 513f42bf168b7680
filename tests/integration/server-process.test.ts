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

describe("the production server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-"));
  let port = 0;

  beforeAll(async () => {
    ensureBuild();
    port = await freePort();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("starts on a fresh data folder, keeps data and sessions across a restart, and exits 0 on SIGTERM", async () => {
    let sessionCookie = "";
    const first = startServerProcess({ dataDir, port });
    const { base } = first;
    try {
      expect((await waitForUrl(`${base}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });

      const contact = {
        name: "Restart Test",
        email: "restart@example.com",
        inquiry: "general",
        message: "Still here?",
        acknowledgement: "yes",
      };
      const posted = await postForm(base, "/contact", contact);
      expect(posted.status).toBe(302);
      expect(posted.headers.get("set-cookie")).toMatch(/^toast=/);
      // The cookie secret was generated on first use and is readable by this user only.
      expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);

      expect((await fetch(`${base}/no-such-page`)).status).toBe(404);

      const account = { email: "restart@example.com", password: "restart-password" };
      expect((await postForm(base, "/auth", { intent: "sign-up", ...account })).status).toBe(302);
      const signIn = await postForm(base, "/auth", { intent: "sign-in", ...account });
      expect(signIn.headers.get("location")).toBe("/");
      sessionCookie = sessionCookieOf(signIn)!;
      expect(await (await fetch(base, { headers: { cookie: sessionCookie } })).text()).toContain("Sign Out");
    } finally {
      first.child.kill("SIGTERM");
    }
    expect(await exitCodeOf(first.child), first.output()).toBe(0);
    expect(first.output()).not.toMatch(/"level":50/);
    // Unknown paths are logged so the owner can spot broken inbound links.
    expect(first.output()).toMatch(/"path":"\/no-such-page".*"msg":"404: no page at this path"/);

    // The embedded database survives the restart: the session is still valid, and the same client is
    // still rate limited after five more messages.
    const second = startServerProcess({ dataDir, port });
    try {
      expect((await waitForUrl(`${base}/readyz`)).status).toBe(200);
      expect(await (await fetch(base, { headers: { cookie: sessionCookie } })).text()).toContain("Sign Out");
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const message = {
          name: "Again",
          email: "again@example.com",
          inquiry: "general",
          message: `#${i}`,
          acknowledgement: "yes",
        };
        statuses.push((await postForm(base, "/contact", message)).status);
      }
      // One message went through before the restart, so the fifth after it is the sixth in the window.
      expect(statuses).toEqual([302, 302, 302, 302, 429]);
    } finally {
      second.child.kill("SIGTERM");
    }
    expect(await exitCodeOf(second.child), second.output()).toBe(0);
  }, 300_000);
});
