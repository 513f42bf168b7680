import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch, GuardedFetchError } from "./guarded-fetch";
import { isPublicAddress } from "./public-address";

/** A loopback stand-in for the outside world. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, "http://x");
    if (url.pathname === "/feed") return res.writeHead(200, { "content-type": "application/rss+xml" }).end("<rss/>");
    if (url.pathname === "/hop")
      return res
        .writeHead(302, {
          location: `/hop${Number(url.searchParams.get("n") ?? 0) + 1 > 9 ? "" : `?n=${Number(url.searchParams.get("n") ?? 0) + 1}`}`,
        })
        .end();
    if (url.pathname === "/to-feed") return res.writeHead(301, { location: "/feed" }).end();
    if (url.pathname === "/to-metadata")
      return res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (url.pathname === "/big") return res.writeHead(200).end(Buffer.alloc(2 * 1024 * 1024, 97));
    if (url.pathname === "/slow") return setTimeout(() => res.writeHead(200).end("late"), 2000);
    if (url.pathname === "/missing") return res.writeHead(404).end();
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allow = { allowPrivateNetwork: true };

async function refusal(promise: Promise<unknown>): Promise<GuardedFetchError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GuardedFetchError);
  return error as GuardedFetchError;
}

describe("fetching user-supplied URLs", () => {
  it("refuses loopback, private and metadata addresses by default, before any request is made", async () => {
    for (const url of [
      `${base}/feed`,
      "http://localhost/feed",
      "http://10.1.2.3/",
      "http://169.254.169.254/",
      "http://[::1]/",
    ]) {
      expect((await refusal(guardedFetch(url))).code, url).toBe("private-address");
    }
  });

  it("refuses a host name that resolves to a private address, at connect time", async () => {
    const error = await refusal(guardedFetch("http://localhost/"));
    expect(error.code).toBe("private-address");
    expect(error.message).toBe(
      "localhost points to a private or local network address, which the site does not fetch.",
    );
  });

  it("refuses other schemes, credentials and odd ports", async () => {
    expect((await refusal(guardedFetch("file:///etc/passwd"))).code).toBe("invalid-url");
    expect((await refusal(guardedFetch("ftp://example.com/x"))).code).toBe("invalid-url");
    expect((await refusal(guardedFetch("https://user:pw@example.com/"))).code).toBe("invalid-url");
    expect((await refusal(guardedFetch("https://example.com:8443/"))).code).toBe("invalid-url");
    expect((await refusal(guardedFetch("not a url"))).code).toBe("invalid-url");
  });

  it("fetches when private addresses are allowed (tests), following a redirect", async () => {
    const response = await guardedFetch(`${base}/to-feed`, allow);
    expect(response.url).toBe(`${base}/feed`);
    expect(response.contentType).toBe("application/rss+xml");
    expect(response.body.toString()).toBe("<rss/>");
  });

  it("checks every redirect hop: an allowed page cannot bounce the server to the metadata service", async () => {
    // The loopback server plays a public site here; the address it redirects to is judged on its own.
    const loopbackPlaysPublic = (address: string) => address === "127.0.0.1" || isPublicAddress(address);
    const error = await refusal(guardedFetch(`${base}/to-metadata`, { isAllowedAddress: loopbackPlaysPublic }));
    expect(error.code).toBe("private-address");
    expect(error.message).toBe(
      "169.254.169.254 points to a private or local network address, which the site does not fetch.",
    );
  });

  it("stops after too many redirects, too many bytes or too much time", async () => {
    expect((await refusal(guardedFetch(`${base}/hop`, { ...allow, maxRedirects: 3 }))).code).toBe("too-many-redirects");
    expect((await refusal(guardedFetch(`${base}/big`, { ...allow, maxBytes: 1024 * 1024 }))).code).toBe("too-large");
    expect((await refusal(guardedFetch(`${base}/slow`, { ...allow, timeoutMs: 300 }))).code).toBe("timeout");
    const missing = await refusal(guardedFetch(`${base}/missing`, allow));
    expect(missing.code).toBe("http-error");
    expect(missing.message).toContain("HTTP 404");
  });
});
