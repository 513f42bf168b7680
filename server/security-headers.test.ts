import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";

async function startApp(trustProxy: number) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ development: false }));
  app.get("/", (_req, res) => res.send("ok"));
  app.get("/{*path}", (_req, res) => res.send("ok"));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("security headers", () => {
  let behindProxy: Awaited<ReturnType<typeof startApp>>;
  let direct: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    [behindProxy, direct] = await Promise.all([startApp(1), startApp(0)]);
  });
  afterAll(async () => {
    await Promise.all([behindProxy.close(), direct.close()]);
  });

  it("sends HSTS when the trusted proxy reports HTTPS", async () => {
    const response = await fetch(behindProxy.base, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("leaves HSTS out over plain HTTP", async () => {
    expect((await fetch(behindProxy.base)).headers.get("strict-transport-security")).toBeNull();
  });

  it("ignores a forged X-Forwarded-Proto when no proxy is trusted", async () => {
    const response = await fetch(direct.base, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("gives every response its own script nonce and never allows inline scripts wholesale", async () => {
    const [first, second] = await Promise.all([fetch(direct.base), fetch(direct.base)]);
    const scriptSrc = (response: Response) =>
      response.headers
        .get("content-security-policy")!
        .split(";")
        .find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc(first)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(scriptSrc(first)).not.toBe(scriptSrc(second));
  });

  it("lets any site frame the embeddable player, in every spelling the router answers", async () => {
    for (const path of [
      "/embed/episodes/some-episode",
      "/embed/episodes/some-episode/",
      "/Embed/Episodes/some-episode",
    ]) {
      const response = await fetch(`${direct.base}${path}`);
      const policy = response.headers.get("content-security-policy")!;
      expect(policy, path).toContain("frame-ancestors *");
      expect(policy, path).not.toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), path).toBeNull();
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
      // The rest of the policy is the site's: no inline scripts but the nonce's.
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    }
  });

  it("keeps refusing frames everywhere else, the embed's neighbours included", async () => {
    for (const path of [
      "/",
      "/episodes/some-episode",
      "/embed",
      "/embed/episodes",
      "/embed/episodes/some-episode/more",
      "/embed/blog/some-post",
      "/oembed",
      "/admin",
      "/x/embed/episodes/some-episode",
    ]) {
      const response = await fetch(`${direct.base}${path}`);
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });
});
