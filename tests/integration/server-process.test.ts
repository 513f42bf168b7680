import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";

/** The production server as an operator runs it: a real process, a real port, a real data folder. */
function startServer(dataDir: string, port: number) {
  const child = spawn("node_modules/.bin/node", ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("the production server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-"));
  const port = 4390 + Math.floor(Math.random() * 9);
  const base = `http://127.0.0.1:${port}`;

  beforeAll(() => ensureBuild(), 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("starts on a fresh data folder, keeps data and sessions across a restart, and exits 0 on SIGTERM", async () => {
    let sessionCookie = "";
    const first = startServer(dataDir, port);
    try {
      expect((await waitFor(`${base}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });

      const posted = await fetch(`${base}/contact`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          name: "Restart Test",
          email: "restart@example.com",
          inquiry: "general",
          message: "Still here?",
        }),
      });
      expect(posted.status).toBe(302);
      expect(posted.headers.get("set-cookie")).toMatch(/^toast=/);
      // The cookie secret was generated on first use and is readable by this user only.
      expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);

      expect((await fetch(`${base}/no-such-page`)).status).toBe(404);

      const account = { email: "restart@example.com", password: "restart-password" };
      const authPost = (intent: string) =>
        fetch(`${base}/auth`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: base },
          body: new URLSearchParams({ intent, ...account }),
        });
      expect((await authPost("sign-up")).status).toBe(302);
      const signIn = await authPost("sign-in");
      expect(signIn.headers.get("location")).toBe("/");
      sessionCookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
      expect(await (await fetch(base, { headers: { cookie: sessionCookie } })).text()).toContain("Sign Out");
    } finally {
      first.child.kill("SIGTERM");
    }
    expect(await exitOf(first.child), first.output()).toBe(0);
    expect(first.output()).not.toMatch(/"level":50/);
    // Unknown paths are logged so the owner can spot broken inbound links.
    expect(first.output()).toMatch(/"path":"\/no-such-page".*"msg":"404: no page at this path"/);

    // The embedded database survives the restart: the session is still valid, and the same client is
    // still rate limited after five more messages.
    const second = startServer(dataDir, port);
    try {
      expect((await waitFor(`${base}/readyz`)).status).toBe(200);
      expect(await (await fetch(base, { headers: { cookie: sessionCookie } })).text()).toContain("Sign Out");
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${base}/contact`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({
            name: "Again",
            email: "again@example.com",
            inquiry: "general",
            message: `#${i}`,
          }),
        });
        statuses.push(response.status);
      }
      // One message went through before the restart, so the fifth after it is the sixth in the window.
      expect(statuses).toEqual([302, 302, 302, 302, 429]);
    } finally {
      second.child.kill("SIGTERM");
    }
    expect(await exitOf(second.child), second.output()).toBe(0);
  }, 90_000);
});
