import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  exitCodeOf,
  freePort,
  newServerDataDir,
  postForm,
  signUpAndSignIn,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";
import { until } from "../helpers/until";

/** A raw request, so the test controls the body's framing (declared length or chunked). */
function rawPost(base: string, pathname: string, headers: Record<string, string>, chunks: Buffer[]) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method: "POST", headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

/** Made admin on sign-up (ADMIN_EMAILS), for the admin endpoints' own body checks. */
const adminAccount = { email: "guards-admin@example.com", password: "guards-admin-password" };

describe("request guards on the production server", () => {
  const dataDir = newServerDataDir("request-guards-");
  let server: ReturnType<typeof startServerProcess>;

  beforeAll(async () => {
    ensureBuild();
    server = startServerProcess({ dataDir, port: await freePort(), env: { ADMIN_EMAILS: adminAccount.email } });
    expect((await waitForUrl(`${server.base}/readyz`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("never lets a cache keep a page answered to a signed-in visitor", async () => {
    const account = { email: "cache@example.com", password: "cache-password" };
    const cookie = await signUpAndSignIn(server.base, account);
    for (const pathname of ["/", "/latest-episode", "/account/security"]) {
      const response = await fetch(`${server.base}${pathname}`, { headers: { cookie } });
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
    }
    expect((await fetch(server.base)).headers.get("cache-control") ?? "").not.toContain("private");
  });

  it("refuses an oversized body by its declared length, and a body with no length, before reading it", async () => {
    const huge = 3 * 1024 * 1024;
    const declared = await rawPost(
      server.base,
      "/contact",
      { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(huge), Origin: server.base },
      [Buffer.alloc(64 * 1024, "a")],
    );
    expect(declared).toBe(413);

    const chunked = await rawPost(
      server.base,
      "/api/functions/search-episodes",
      { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      [Buffer.from('{"message":"'), Buffer.alloc(64 * 1024, "a"), Buffer.from('"}')],
    );
    expect(chunked).toBe(411);

    // An ordinary form still goes through.
    const contact = {
      name: "Guard Test",
      email: "guard@example.com",
      inquiry: "general",
      message: "Hello",
      acknowledgement: "yes",
    };
    expect((await postForm(server.base, "/contact", contact)).status).toBe(302);
  });

  it("logs failed sign-ins and refused admin requests as security events, never the password", async () => {
    const wrong = { email: "nobody@example.com", password: "not-the-password-123" };
    expect((await postForm(server.base, "/auth", { intent: "sign-in", ...wrong })).status).toBe(401);
    const refused = await fetch(`${server.base}/api/functions/import-episodes`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.base },
      body: "{}",
    });
    expect(refused.status).toBe(401);
    // The server's log reaches us through a pipe, in its own time.
    const output = await until(server.output, (text) => text.includes('"event":"admin.refused"'));
    expect(output).toMatch(/"event":"sign-in.failed","email":"nobody@example.com","clientIp":"[^"]+","status":401/);
    expect(output).toMatch(/"event":"admin.refused","reason":"signed-out","path":"\/api\/functions\/import-episodes"/);
    expect(output).not.toContain(wrong.password);
  });

  it("takes the server functions by POST with a JSON body only", async () => {
    const url = `${server.base}/api/functions/search-episodes`;
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await fetch(url, { method: "PUT", body: "{}" })).status).toBe(405);
    const asText = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ message: "custody" }),
    });
    expect(asText.status).toBe(415);
    expect(await asText.json()).toEqual({ error: "Please send the request body as application/json." });
    const asJson = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "custody" }),
    });
    expect(asJson.status).toBe(200);
  });

  it("refuses form and auth requests from a foreign Origin, and a session survives them", async () => {
    const cookie = await signUpAndSignIn(server.base, { email: "origin@example.com", password: "origin-password" });
    const foreign = "https://attacker.example";
    const signIn = await fetch(`${server.base}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: foreign },
      body: new URLSearchParams({ intent: "sign-in", email: "origin@example.com", password: "origin-password" }),
    });
    expect(signIn.status).toBe(400);
    expect(signIn.headers.getSetCookie().some((value) => value.includes("session_token="))).toBe(false);

    const account = await fetch(`${server.base}/account/security`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: foreign, cookie },
      body: new URLSearchParams({ intent: "sessions-revoke-others" }),
    });
    expect([400, 403]).toContain(account.status);

    const signOut = await fetch(`${server.base}/api/auth/sign-out`, {
      method: "POST",
      headers: { Origin: foreign, cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(403);
    const stillSignedIn = await fetch(`${server.base}/account/security`, { redirect: "manual", headers: { cookie } });
    expect(stillSignedIn.status).toBe(200);
  });

  it("logs no cookie, authorization header or request body", async () => {
    const cookie = "better-auth.session_token=cookie-value-that-must-not-be-logged";
    const authorization = "Bearer token-that-must-not-be-logged";
    const response = await fetch(`${server.base}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.base, cookie, authorization },
      // No name: the form is refused (400), and refused requests are logged at the server's warn level.
      body: new URLSearchParams({
        email: "log@example.com",
        inquiry: "general",
        message: "a message body that must not be logged",
      }),
    });
    expect(response.status).toBe(400);
    const output = await until(server.output, (text) => text.includes('"url":"/contact"'));
    expect(output).not.toContain("cookie-value-that-must-not-be-logged");
    expect(output).not.toContain("token-that-must-not-be-logged");
    expect(output).not.toContain("a message body that must not be logged");
  });

  it("the admin endpoints check their bodies: wrong types 400, over 64 KB 413", async () => {
    const cookie = await signUpAndSignIn(server.base, adminAccount);
    const post = (name: string, body: string) =>
      fetch(`${server.base}/api/functions/${name}`, {
        method: "POST",
        headers: { Origin: server.base, cookie, "Content-Type": "application/json" },
        body,
      });

    const dryRun = await post("deduplicate-episodes", JSON.stringify({ dryRun: "yes" }));
    expect(dryRun.status).toBe(400);
    expect(await dryRun.json()).toEqual({ error: "dryRun must be true or false." });

    const urls = await post("import-blog-by-urls", JSON.stringify({ urls: "https://example.com/a" }));
    expect(urls.status).toBe(400);
    expect(await urls.json()).toEqual({ error: "urls must be a list of web addresses." });

    const huge = await post(
      "import-blog-by-urls",
      JSON.stringify({ urls: ["https://example.com/" + "a".repeat(70_000)] }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "The request is too large." });

    const malformed = await post("deduplicate-episodes", "{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON." });
  });
});
