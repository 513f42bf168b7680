import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  exitCodeOf,
  freePort,
  postForm,
  signUpAndSignIn,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

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

describe("request guards on the production server", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "request-guards-"));
  let server: ReturnType<typeof startServerProcess>;

  beforeAll(async () => {
    ensureBuild();
    server = startServerProcess({ dataDir, port: await freePort() });
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
    const contact = { name: "Guard Test", email: "guard@example.com", inquiry: "general", message: "Hello" };
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = server.output();
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
});
