import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  createEpisodeAsAdmin,
  exitCodeOf,
  freePort,
  newServerDataDir,
  postForm,
  signUpAndSignIn,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

/**
 * Small holes a penetration test found, over HTTP on the production server: a foreign Origin on
 * sign-out, NUL bytes in an address or a form, forms with too many fields, overlong emails, Better
 * Auth paths the site does not use, session tokens in answers, and CORS headers.
 */
describe("request hardening", () => {
  const dataDir = newServerDataDir("request-hardening-");
  let server: ReturnType<typeof startServerProcess>;
  let base = "";

  beforeAll(async () => {
    ensureBuild();
    server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: { SAMPLE_CONTENT: "off", LOG_LEVEL: "info", ADMIN_EMAILS: "editor@example.com" },
    });
    base = server.base;
    expect((await waitForUrl(`${base}/readyz`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sign-out refuses another site's form, and the session survives", async () => {
    const cookie = await signUpAndSignIn(base, { email: "leaving@example.com", password: "leaving-password" });
    const foreign = await fetch(`${base}/auth/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, Origin: "https://elsewhere.example" },
    });
    expect(foreign.status).toBe(403);
    const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
    const body = (await session.json()) as { session?: Record<string, unknown> };
    expect(body.session?.userId).toBeTruthy();
    // …and the answer never carries the session's token.
    expect(body.session).not.toHaveProperty("token");
    expect((await postForm(base, "/auth/sign-out", {}, cookie)).status).toBe(302);
  });

  it("answers a NUL byte in an address or a form with a 400, and logs none of the form", async () => {
    const search = await fetch(`${base}/episodes?q=%00`);
    expect(search.status).toBe(400);
    const marker = `marker-${crypto.randomUUID()}`;
    const contact = await postForm(base, "/contact", {
      name: "Nul",
      email: "nul@example.com",
      subject: "Hello",
      message: `${marker}\u0000`,
    });
    expect(contact.status).toBe(400);
    expect(await contact.text()).toContain("The form contains a character that is not allowed (a NUL byte).");
    expect(server.output()).not.toContain(marker);
  });

  it("refuses a form with thousands of fields before reading them", async () => {
    const fields = Array.from({ length: 1_000 }, () => "f=").join("&");
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: fields,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The form has too many fields.");
  });

  it("answers a body that is not a form (text/plain, JSON, broken multipart) with a 400 and no error log", async () => {
    const contactWording = "Your message could not be sent. Please try again.";
    const formWording = "The form could not be read. Please send it again.";
    const broken = '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nno closing boundary';
    const posts = [
      { path: "/contact", type: "text/plain", body: "name=Plain&email=plain@example.com", wording: contactWording },
      { path: "/contact", type: "multipart/form-data; boundary=zz", body: broken, wording: contactWording },
      { path: "/contact", type: "multipart/form-data", body: broken, wording: contactWording },
      { path: "/contact", type: "application/json", body: '{"name":"Json"}', wording: contactWording },
      { path: "/auth", type: "text/plain", body: "intent=sign-in", wording: formWording },
      { path: "/auth/two-factor", type: "multipart/form-data; boundary=zz", body: broken, wording: formWording },
      { path: "/setup", type: "text/plain", body: "name=x", wording: formWording },
    ];
    const logBefore = server.output().length;
    for (const post of posts) {
      const response = await fetch(`${base}${post.path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: base, "Content-Type": post.type },
        body: post.body,
      });
      expect({ ...post, status: response.status }).toMatchObject({ status: 400 });
      expect(await response.text()).toContain(post.wording);
    }
    // The public JSON endpoints take JSON only (server/request-guards.ts), and a body that is
    // declared JSON but is not gets its own 400 (json-request.ts).
    const searchWith = (type: string, body: string) =>
      fetch(`${base}/api/functions/search-episodes`, {
        method: "POST",
        headers: { Origin: base, "Content-Type": type },
        body,
      });
    const plain = await searchWith("text/plain", "message=custody");
    expect(plain.status).toBe(415);
    const notJson = await searchWith("application/json", "message=custody");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The request body is not valid JSON." });
    // Warnings for the 400s only: no error-level line (pino's level 50) and no stack.
    const log = server.output().slice(logBefore);
    expect(log).not.toMatch(/"level":(50|60)/);
    expect(log).not.toContain("    at ");
  });

  it("refuses an email longer than any address can be, without writing it to the log", async () => {
    const email = `${"a".repeat(100_000)}@example.com`;
    const response = await postForm(base, "/auth", { intent: "sign-up", email, password: "long-email-password" });
    expect(response.status).toBe(400);
    expect(server.output()).not.toContain("a".repeat(5_000));
  });

  it("closes the Better Auth paths the site does not use (two-factor, password change, session lists)", async () => {
    const cookie = await signUpAndSignIn(base, { email: "paths@example.com", password: "paths-password" });
    for (const pathname of [
      "/api/auth/two-factor/verify-totp",
      "/api/auth/two-factor/enable",
      "/api/auth/change-password",
      "/api/auth/list-sessions",
      "/api/auth/update-user",
      "/api/auth/passkey/verify-registration",
    ]) {
      const response = await fetch(`${base}${pathname}`, {
        method: "POST",
        headers: { cookie, Origin: base, "Content-Type": "application/json" },
        body: JSON.stringify({ code: "123456", trustDevice: true, password: "paths-password" }),
      });
      expect(response.status, pathname).toBe(404);
    }
  });

  it("sends no Access-Control-* header, even to a cross-origin request", async () => {
    const cookie = await signUpAndSignIn(base, { email: "cors@example.com", password: "cors-password" });
    const origin = { Origin: "https://elsewhere.example" };
    for (const [pathname, init] of [
      ["/", { headers: origin }],
      ["/api/auth/get-session", { headers: { ...origin, cookie } }],
      ["/api/auth/token", { headers: { ...origin, cookie } }],
      ["/.well-known/jwks.json", { headers: origin }],
      ["/api/auth/get-session", { method: "OPTIONS", headers: { ...origin, "Access-Control-Request-Method": "GET" } }],
    ] as const) {
      const response = await fetch(`${base}${pathname}`, init);
      const names = [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));
      expect(names, `${init.method ?? "GET"} ${pathname}`).toEqual([]);
    }
  });

  it("Delete All Episodes deletes only once both questions are confirmed, and is audit-logged", async () => {
    const cookie = await signUpAndSignIn(base, { email: "editor@example.com", password: "editor-password" });
    const title = `Doomed ${crypto.randomUUID().slice(0, 8)}`;
    await createEpisodeAsAdmin(base, cookie, { title, guestName: "Dr. Gone", description: "Soon deleted." });
    // A bare post, and one with only the first question answered, delete nothing.
    for (const confirmed of ["", "1"]) {
      const fields = { intent: "episode-delete-all", ...(confirmed ? { confirmed } : {}) };
      expect((await postForm(base, "/admin/episodes", fields, cookie)).status).toBe(200);
      expect(await (await fetch(`${base}/episodes`)).text()).toContain(title);
    }
    const done = await postForm(base, "/admin/episodes", { intent: "episode-delete-all", confirmed: "2" }, cookie);
    expect(done.status).toBe(302);
    expect(await (await fetch(`${base}/episodes`)).text()).not.toContain(title);
    const logged = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"content.episodes-deleted-all"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([expect.objectContaining({ email: "editor@example.com", count: 1 })]);
  });
});
