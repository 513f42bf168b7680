import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

type RouteOptions = {
  contentType?: string;
  status?: number;
  headers?: Record<string, string>;
};

/**
 * A body sent in chunks with no content-length, as a misbehaving or hostile server would, so a size
 * limit has to be enforced while reading rather than from the declared length.
 */
export type StreamedBody = {
  /** Total bytes to send (the response may be cut short when the client stops reading). */
  bytes: number;
  chunkBytes?: number;
  /** Sent first, so the stream starts like a real feed. */
  prefix?: string;
};

export type FixtureRoute = RouteOptions & ({ body: string | Buffer } | { stream: StreamedBody });

export type FixtureServer = {
  /** Absolute URL of a path on this server (http://127.0.0.1:<port><path>). */
  url(pathname: string): string;
  /** How many requests reached this path (query ignored), whatever their outcome. */
  hits(pathname: string): number;
  /** Total bytes written for this path, so a test can see a client stopped reading early. */
  bytesSent(pathname: string): number;
  close(): Promise<void>;
};

const FIXTURE_FEEDS = path.resolve(import.meta.dirname, "../fixtures/feeds");

/** A file from tests/fixtures/feeds, as bytes, so the importer decodes it the way it would a download. */
export function readFixtureFeed(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURE_FEEDS, name));
}

/**
 * A loopback HTTP server for tests that fetch feeds: only the given routes answer (anything else is
 * 404), and every request is counted, so a test can prove a refused URL was never fetched at all.
 */
export async function startFixtureServer(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const hits = new Map<string, number>();
  const sent = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://fixture.invalid").pathname;
    count(hits, pathname, 1);
    const route = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
    if (!route) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const headers = { "content-type": route.contentType ?? "application/rss+xml; charset=UTF-8", ...route.headers };
    if ("body" in route) {
      count(sent, pathname, Buffer.byteLength(route.body));
      response.writeHead(route.status ?? 200, headers).end(route.body);
      return;
    }
    response.writeHead(route.status ?? 200, headers);
    streamBody(response, route.stream, (bytes) => count(sent, pathname, bytes));
  });
  // Streams are cut off mid-body by design; a reset connection is not a test failure.
  server.on("clientError", (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    hits: (pathname) => hits.get(pathname) ?? 0,
    bytesSent: (pathname) => sent.get(pathname) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets would otherwise hold close() open until they time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Writes `stream.bytes` in chunks, waiting for the client to drain, and stops when it hangs up. */
function streamBody(response: http.ServerResponse, stream: StreamedBody, onSent: (bytes: number) => void): void {
  const chunkBytes = stream.chunkBytes ?? 64 * 1024;
  // XML comment padding keeps the body well-formed-looking for as long as it is read.
  const filler = Buffer.from("<!-- padding -->\n".repeat(Math.ceil(chunkBytes / 17))).subarray(0, chunkBytes);
  let remaining = stream.bytes;
  let stopped = false;
  response.on("close", () => {
    stopped = true;
  });

  const writeSome = () => {
    while (!stopped && remaining > 0) {
      const chunk =
        remaining === stream.bytes && stream.prefix ? Buffer.from(stream.prefix) : filler.subarray(0, remaining);
      remaining -= chunk.byteLength;
      onSent(chunk.byteLength);
      if (!response.write(chunk)) {
        response.once("drain", writeSome);
        return;
      }
    }
    if (!stopped) response.end();
  };
  writeSome();
}
