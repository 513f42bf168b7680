import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";

describe("security headers behind a TLS-terminating proxy", () => {
  let server: ReturnType<express.Express["listen"]>;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", 1);
    app.use(securityHeaders({ development: false }));
    app.get("/", (_req, res) => res.send("ok"));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends HSTS when the trusted proxy reports HTTPS", async () => {
    const response = await fetch(base, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("leaves HSTS out over plain HTTP", async () => {
    const response = await fetch(base);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("gives every response its own script nonce and never allows inline scripts wholesale", async () => {
    const [first, second] = await Promise.all([fetch(base), fetch(base)]);
    const scriptSrc = (response: Response) =>
      response.headers
        .get("content-security-policy")!
        .split(";")
        .find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc(first)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(scriptSrc(first)).not.toBe(scriptSrc(second));
  });
});
