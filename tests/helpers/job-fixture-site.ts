import http from "node:http";
import type { AddressInfo } from "node:net";
import { generatedFeed } from "../fixtures/feeds/generated-feed";

/**
 * A loopback podcast host and blog for the job tests: a feed that can be slow, broken or gone and
 * answers conditional GETs (ETag, Last-Modified) with 304, and article pages that take their time.
 * Every feed request is counted, with whether it was conditional.
 */
export async function startJobFixtureSite({ feedItems = 40 } = {}) {
  const state = {
    feed: Buffer.from(generatedFeed(feedItems)),
    etag: `"v1"`,
    lastModified: new Date(Date.UTC(2025, 5, 1)).toUTCString(),
    /** Spread the feed's bytes over this long (a slow host). */
    feedMs: 0,
    /** While set, the feed's answer stops after its first chunk until this settles (a host that stalls). */
    feedHeld: undefined as Promise<void> | undefined,
    /** Answer the feed with this status instead (404: gone, 500: broken). */
    feedStatus: 200,
    /** Each article page waits this long. */
    pageMs: 0,
  };
  const feedRequests: { conditional: boolean; status: number }[] = [];

  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://fixture.invalid");
    if (pathname === "/feed.xml") return serveFeed(request, response);
    const page = /^\/posts\/(\d+)$/.exec(pathname);
    if (page) {
      setTimeout(() => {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articlePage(Number(page[1])));
      }, state.pageMs);
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });

  function serveFeed(request: http.IncomingMessage, response: http.ServerResponse) {
    const conditional = Boolean(request.headers["if-none-match"] || request.headers["if-modified-since"]);
    if (state.feedStatus !== 200) {
      feedRequests.push({ conditional, status: state.feedStatus });
      response.writeHead(state.feedStatus, { "content-type": "text/plain" }).end("feed unavailable");
      return;
    }
    if (request.headers["if-none-match"] === state.etag) {
      feedRequests.push({ conditional, status: 304 });
      response.writeHead(304, { etag: state.etag }).end();
      return;
    }
    feedRequests.push({ conditional, status: 200 });
    response.writeHead(200, {
      "content-type": "application/rss+xml; charset=utf-8",
      etag: state.etag,
      "last-modified": state.lastModified,
    });
    const held = state.feedHeld;
    const chunks = state.feedMs > 0 || held ? 10 : 1;
    const size = Math.ceil(state.feed.length / chunks);
    let sent = 0;
    const sendNext = () => {
      if (response.destroyed) return;
      const chunk = state.feed.subarray(sent, sent + size);
      sent += chunk.length;
      if (sent >= state.feed.length) response.end(chunk);
      else {
        response.write(chunk);
        const next = () => setTimeout(sendNext, state.feedMs / chunks);
        if (held) void held.then(next);
        else next();
      }
    };
    sendNext();
  }

  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    state,
    feedRequests,
    feedUrl: `${base}/feed.xml`,
    pageUrl: (n: number) => `${base}/posts/${n}`,
    /** A new feed version: `items` items, a new ETag. */
    publish(items: number, version: string) {
      state.feed = Buffer.from(generatedFeed(items));
      state.etag = `"${version}"`;
      state.lastModified = new Date().toUTCString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function articlePage(n: number): string {
  const paragraph = `<p>${"Practical advice on co-parenting schedules and finances after a divorce. ".repeat(8)}</p>`;
  return `<!doctype html><html><head><title>Post ${n}</title>
<meta property="og:title" content="Article number ${n}">
<meta property="article:published_time" content="2025-01-${String((n % 28) + 1).padStart(2, "0")}T10:00:00Z">
</head><body><article><h1>Article number ${n}</h1>${paragraph.repeat(4)}</article></body></html>`;
}
