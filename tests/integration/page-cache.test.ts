import crypto from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  createEpisodeAsAdmin,
  exitCodeOf,
  freePort,
  newServerDataDir,
  signUpAndSignIn,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

/**
 * The anonymous page cache on the production server (embedded database): what it serves, with
 * which security headers, to whom it never serves, and that a content change shows at once.
 */
const ADMIN = { email: "owner@cache.test", password: "owner-password-123" };

/** The fetch API decompresses by itself; raw bytes need http. */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

function scriptSources(csp: string): string[] {
  return /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
}

describe("the anonymous page cache", () => {
  const dataDir = newServerDataDir("page-cache-");
  let server: ReturnType<typeof startServerProcess>;

  beforeAll(async () => {
    ensureBuild();
    server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: { ADMIN_EMAILS: ADMIN.email, SAMPLE_CONTENT: "on" },
    });
    expect((await waitForUrl(`${server.base}/readyz`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders a public page once, then serves it from memory with a hash-based CSP and no nonce", async () => {
    const first = await fetch(`${server.base}/about`);
    const second = await fetch(`${server.base}/about`);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const html = await second.text();
    expect(html).toBe(await first.text());

    const sources = scriptSources(second.headers.get("content-security-policy")!);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    // Every script the browser will run is allowed by its hash, and nothing else inline is.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(
      ([, , content]) => `'sha256-${crypto.createHash("sha256").update(content!).digest("base64")}'`,
    );
    expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());

    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  });

  it("carries every security header of a normal page", async () => {
    const cached = await fetch(`${server.base}/resources`);
    await fetch(`${server.base}/resources`);
    const uncachedPage = await fetch(`${server.base}/resources`, { headers: { cookie: "toast=" } });
    expect(uncachedPage.headers.get("x-page-cache")).toBeNull();
    const securityHeaders = [
      "content-security-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "origin-agent-cluster",
      "referrer-policy",
      "x-content-type-options",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-frame-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
      "permissions-policy",
    ];
    for (const name of securityHeaders) {
      expect(uncachedPage.headers.get(name), name).not.toBeNull();
      if (name !== "content-security-policy")
        expect(cached.headers.get(name), name).toBe(uncachedPage.headers.get(name));
    }
    // The policies differ only in how inline scripts are allowed.
    const withoutScripts = (csp: string) => csp.replace(/script-src [^;]+/, "script-src …");
    expect(withoutScripts(cached.headers.get("content-security-policy")!)).toBe(
      withoutScripts(uncachedPage.headers.get("content-security-policy")!),
    );
  });

  it("answers later hits, before the rest of the server runs, with exactly the headers of the first hit", async () => {
    const url = `${server.base}/guest-opportunities`;
    expect((await rawGet(url)).headers["x-page-cache"]).toBe("MISS");
    const firstHit = await rawGet(url, { "Accept-Encoding": "br" });
    const laterHit = await rawGet(url, { "Accept-Encoding": "br" });
    expect(laterHit.headers["x-page-cache"]).toBe("HIT");
    expect(laterHit.body.equals(firstHit.body)).toBe(true);
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, "x-request-id": _id, ...rest } = headers;
      return rest;
    };
    expect(comparable(laterHit.headers)).toEqual(comparable(firstHit.headers));
    expect(laterHit.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(laterHit.headers["x-request-id"]).not.toBe(firstHit.headers["x-request-id"]);

    // A proxy's request id is kept; HTTPS is only believed from a trusted proxy (none here).
    const viaProxy = await rawGet(url, { "X-Request-Id": "proxy-id.42", "X-Forwarded-Proto": "https" });
    expect(viaProxy.headers["x-request-id"]).toBe("proxy-id.42");
    expect(viaProxy.headers["strict-transport-security"]).toBeUndefined();
    // HEAD: the same headers, no body; another encoding: that encoding's length.
    const head = await fetch(url, { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.headers.get("x-page-cache")).toBe("HIT");
    expect(head.headers.get("content-encoding")).toBe("gzip");
    expect(await head.text()).toBe("");
    // Another spelling still gets its redirect, and a signed-in visitor still gets a fresh page.
    expect((await rawGet(`${server.base}/Guest-Opportunities`)).status).toBe(301);
    const signedIn = await rawGet(url, { cookie: "better-auth.session_token=x" });
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
  });

  it("answers a matching ETag with 304 and sends brotli or gzip compressed once", async () => {
    const page = await rawGet(`${server.base}/blog`);
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await rawGet(`${server.base}/blog`, { "If-None-Match": etag })).status).toBe(304);

    const brotli = await rawGet(`${server.base}/blog`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).equals(page.body)).toBe(true);
    const gzip = await rawGet(`${server.base}/blog`, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(page.body)).toBe(true);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
  });

  it("renders a missed page once however many requests arrive together", async () => {
    // A blog search: episode searches are recorded per visitor and never cached.
    const url = `${server.base}/blog?q=custody&stampede=1`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(url)));
    const outcomes = responses.map((response) => response.headers.get("x-page-cache"));
    expect(outcomes.filter((outcome) => outcome === "MISS")).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome === "MISS" || outcome === "COALESCED" || outcome === "HIT")).toBe(true);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it("leaves React Router's route discovery alone, so client-side navigation keeps working", async () => {
    const page = (await rawGet(`${server.base}/about`)).body.toString("utf8");
    const version = /manifest-([a-z0-9]+)\.js/.exec(page)![1]!;
    const discovery = await fetch(`${server.base}/__manifest?paths=%2Fabout&version=${version}`);
    expect(discovery.status).toBe(200);
    expect(discovery.headers.get("x-remix-reload-document")).toBeNull();
    expect(Object.keys(await discovery.json())).toContain("routes/site/about");
  });

  it("never caches error pages, and never serves a signed-in visitor from the cache", async () => {
    const missing = await fetch(`${server.base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-page-cache")).toBeNull();
    expect(scriptSources(missing.headers.get("content-security-policy")!).join(" ")).toMatch(/'sha256-/);

    const cookie = await signUpAndSignIn(server.base, ADMIN);
    await fetch(server.base);
    const signedIn = await fetch(server.base, { headers: { cookie } });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(scriptSources(signedIn.headers.get("content-security-policy")!).join(" ")).toMatch(/'nonce-/);
    expect(await signedIn.text()).toContain("Sign Out");
  });

  it("shows a content change on the very next request", async () => {
    const cookie = await signUpAndSignIn(server.base, ADMIN);
    await fetch(`${server.base}/episodes`);
    expect((await fetch(`${server.base}/episodes`)).headers.get("x-page-cache")).toBe("HIT");

    const title = `Fresh Off The Press ${crypto.randomBytes(3).toString("hex")}`;
    const created = await createEpisodeAsAdmin(server.base, cookie, {
      title,
      guestName: "Dr. Cache Buster",
      description: "Made to check the page cache.",
    });
    expect([200, 302]).toContain(created.status);
    const after = await fetch(`${server.base}/episodes`);
    expect(after.headers.get("x-page-cache")).toBe("MISS");
    expect(await after.text()).toContain(title);
  });
});
