import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSignInRateLimit } from "~/.server/auth/email-password";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  exitCodeOf,
  freePort,
  newServerDataDir,
  postForm,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

/**
 * The per-account limit on password sign-ins over HTTP (app/.server/auth/email-password.ts): a
 * burst of guesses from many addresses cannot get more than the limit evaluated (each attempt is
 * counted atomically before the password is checked), and using the limit up does not lock the
 * owner's own browser out (sign-in-device.ts).
 */
describe("password sign-in limits per account", () => {
  const dataDir = newServerDataDir("sign-in-limits-");
  let server: ReturnType<typeof startServerProcess>;
  const owner = { email: "target@example.com", password: "the-right-password" };

  beforeAll(async () => {
    ensureBuild();
    // One proxy in front, so each request can come from an address of its own.
    server = startServerProcess({ dataDir, port: await freePort(), env: { TRUST_PROXY: "1", SAMPLE_CONTENT: "off" } });
    expect((await waitForUrl(`${server.base}/readyz`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (password: string, address: string, cookie = "") =>
    fetch(`${server.base}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.base, "X-Forwarded-For": address, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ intent: "sign-in", email: owner.email, password }),
    });

  it("evaluates at most the limit from a burst, and the owner's browser still signs in", async () => {
    await postForm(server.base, "/auth", { intent: "sign-up", ...owner });
    const before = await signIn(owner.password, "198.51.100.1");
    expect(before.status).toBe(302);
    const ownersBrowser = before.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("sign_in_device="))
      ?.split(";")[0];
    expect(ownersBrowser).toBeTruthy();

    // 50 wrong guesses at once, each from an address of its own (well inside every per-client limit).
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signIn(`wrong-${index}`, `203.0.113.${index + 1}`)),
    );
    const statuses = burst.map((response) => response.status);
    const evaluated = statuses.filter((status) => status === 401).length;
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(evaluated).toBeLessThanOrEqual(accountSignInRateLimit.limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      50 - accountSignInRateLimit.limit,
    );

    // A browser that never signed in is refused even with the right password, for now…
    expect((await signIn(owner.password, "198.51.100.77")).status).toBe(429);
    // …but the owner's browser, from any address, is not: it has a budget of its own.
    expect((await signIn(owner.password, "198.51.100.78", ownersBrowser)).status).toBe(302);
    // A forged or foreign device cookie counts for nothing.
    const forged = `sign_in_device=${"A".repeat(24)}.${"B".repeat(43)}`;
    expect((await signIn(owner.password, "198.51.100.79", forged)).status).toBe(429);
  }, 90_000);
});
