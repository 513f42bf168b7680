import { expect, test } from "@playwright/test";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { versionedImage } from "../../app/content/image-versions.ts";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { contentRoutes, publicRoutes, uniqueClientIp } from "./support/test";

test.describe("HTTP behaviour", () => {
  test("pages rendered per request carry a nonce-based CSP and the other security headers", async ({ request }) => {
    // The sign-in page is never served from the page cache.
    const first = await request.get("/auth");
    const second = await request.get("/auth");
    const csp = first.headers()["content-security-policy"]!;
    const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers()["content-security-policy"]).not.toBe(csp);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["x-request-id"]).toBeTruthy();
    // Plain HTTP: HSTS would be meaningless and is left out.
    expect(first.headers()["strict-transport-security"]).toBeUndefined();

    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(([, attributes]) => attributes!);
    // JSON-LD blocks are data the browser never runs (CSP does not apply to them); every other inline
    // script must carry this response's nonce.
    const executable = inlineScripts.filter((attributes) => !/\btype="application\/ld\+json"/.test(attributes));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("public pages from the page cache carry a hash-based CSP and the same other headers", async ({ request }) => {
    await request.get("/");
    const cached = await request.get("/");
    expect(cached.headers()["x-page-cache"]).toBe("HIT");
    const csp = cached.headers()["content-security-policy"]!;
    const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|'nonce-/);
    expect(cached.headers()["x-content-type-options"]).toBe("nosniff");
    expect(cached.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(cached.headers()["x-request-id"]).toBeTruthy();
  });

  test("HSTS is sent when the trusted proxy says the request came over HTTPS", async ({ request }) => {
    // The e2e server trusts one proxy hop (TRUST_PROXY=1), as it would behind a TLS-terminating proxy.
    const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  test("no response names the server software or opens itself to other origins", async ({ request }) => {
    const responses = [
      await request.get("/"),
      await request.get("/auth"),
      await request.get("/episodes/rss.xml"),
      await request.get("/api/auth/get-session", { headers: { Origin: "https://elsewhere.example" } }),
      await request.post("/api/functions/search-episodes", {
        data: { message: "custody" },
        headers: { Origin: "https://elsewhere.example" },
      }),
    ];
    for (const response of responses) {
      const names = Object.keys(response.headers());
      expect(names, response.url()).not.toContain("x-powered-by");
      expect(
        names.filter((name) => name.startsWith("access-control-")),
        response.url(),
      ).toEqual([]);
    }
  });

  test("hashed build assets are cached for a year, immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("responses are compressed", async ({ request }) => {
    const response = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("health and readiness", async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  test("robots.txt points at the sitemap and keeps crawlers out of the private area", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toContain("Disallow: /admin");
    expect(body).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  test("an oversized contact post is refused before it is read", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { name: "Big", email: "big@example.com", inquiry: "general", message: "x".repeat(20_000) },
    });
    expect(response.status()).toBe(413);
  });

  test("the favicon and the web manifest exist", async ({ request }) => {
    for (const path of ["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test("sitemap.xml lists every public page", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const body = await response.text();
  for (const { path } of [...publicRoutes, ...contentRoutes]) {
    expect(body).toMatch(new RegExp(`<loc>http://localhost:\\d+${path.replace(/\//g, "\\/")}</loc>`));
  }
});

test("every public page answers 200 itself, without a redirect", async ({ request }) => {
  // /resources is both a page and the folder of the PDF guides: the page must win.
  for (const { path } of [...publicRoutes, ...contentRoutes]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test("a signed-in user's token verifies against the keys at /.well-known/jwks.json", async ({
  playwright,
  baseURL,
}) => {
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  try {
    await signUpAndSignIn(client, baseURL!, uniqueEmail("jwt"), "jwt-e2e-password");
    const { token } = (await (await client.get("/api/auth/token")).json()) as { token: string };
    const keys = createRemoteJWKSet(new URL("/.well-known/jwks.json", baseURL));
    const { payload } = await jwtVerify(token, keys);
    expect(payload.sub).toBeTruthy();

    const published = (await (await client.get("/.well-known/jwks.json")).json()) as { keys: { d?: string }[] };
    for (const key of published.keys) expect(key.d, "a private key part must never be published").toBeUndefined();
  } finally {
    await client.dispose();
  }
});

test("an image's address is kept for a year only with its current content hash", async ({ request }) => {
  const current = versionedImage("/images/logo-mark.svg");
  expect(current).toMatch(/\?v=[0-9a-f]{10}$/);
  expect((await request.get(current)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // An old or made-up hash is answered with today's file, which a browser must not keep for a year.
  for (const stale of ["/images/logo-mark.svg?v=0000000000", "/images/logo-mark.svg"]) {
    const response = await request.get(stale);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"], stale).toBe("public, max-age=3600");
  }
});
