/**
 * The static yardstick's server (issue 9), a child process of static-yardstick.ts: a plain node:http
 * server (no Express, no middleware) that answers each captured path with the status, headers and
 * compressed bytes the site sent for it, straight from memory. It is what Node itself can do with
 * these exact answers on this machine, so the site's req/s can be read as a share of it.
 *
 * Protocol (IPC, advanced serialization): the parent sends `{ port, pages }`; this process answers
 * `{ listening: port }` or `{ error }`, and exits when the parent disconnects or sends SIGTERM.
 */
import http from "node:http";

export type YardstickPage = {
  path: string;
  status: number;
  /** Header names and values in one flat list, as `response.writeHead` takes them. */
  headers: string[];
  body: Uint8Array;
};

export type YardstickServerMessage = { listening: number } | { error: string };

type Served = { status: number; headers: string[]; body: Buffer };

function serve(port: number, pages: YardstickPage[]): void {
  const byPath = new Map<string, Served>(
    pages.map((page) => [
      page.path,
      {
        status: page.status,
        headers: page.headers,
        body: Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength),
      },
    ]),
  );
  const server = http.createServer((req, res) => {
    const page = byPath.get(req.url ?? "");
    if (!page) {
      res.writeHead(404, ["Content-Length", "0"]);
      res.end();
      return;
    }
    res.writeHead(page.status, page.headers);
    res.end(req.method === "HEAD" ? undefined : page.body);
  });
  server.once("error", (error) => {
    process.send?.({ error: error.message } satisfies YardstickServerMessage);
    process.exit(1);
  });
  // All interfaces, like the site's server, so `localhost` resolves the same way for both.
  server.listen(port, () => process.send?.({ listening: port } satisfies YardstickServerMessage));
}

process.once("message", (message: { port: number; pages: YardstickPage[] }) => serve(message.port, message.pages));
process.once("disconnect", () => process.exit(0));
