import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackConnections } from "./graceful-close";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function startServer(handler: http.RequestListener) {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000;
  servers.push(server);
  const connections = trackConnections(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { connections, port };
}

function openSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
}

function timed<T>(promise: Promise<T>) {
  const started = performance.now();
  return promise.then((value) => ({ value, ms: performance.now() - started }));
}

describe("trackConnections().close()", () => {
  it("does not wait for a connection that has not sent a request yet (a browser's preconnect)", async () => {
    const { connections, port } = await startServer((_request, response) => response.end("ok"));
    const preconnect = await openSocket(port);
    const closed = new Promise((resolve) => preconnect.once("close", resolve));

    const { ms } = await timed(connections.close());
    expect(ms).toBeLessThan(1000);
    await closed;
  });

  it("closes a keep-alive connection between requests", async () => {
    const { connections, port } = await startServer((_request, response) => response.end("ok"));
    const agent = new http.Agent({ keepAlive: true });
    const body = await new Promise<string>((resolve) => {
      http.get({ port, host: "127.0.0.1", agent }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve(text));
      });
    });
    expect(body).toBe("ok");

    const { ms } = await timed(connections.close());
    expect(ms).toBeLessThan(1000);
    agent.destroy();
  });

  it("answers a request in flight in full, then lets its connection go", async () => {
    let finishResponse = () => {};
    const { connections, port } = await startServer((_request, response) => {
      response.write("first half, ");
      finishResponse = () => response.end("second half");
    });
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<{ body: string; connection: string | undefined }>((resolve) => {
      http.get({ port, host: "127.0.0.1", agent }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ body: text, connection: response.headers.connection }));
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    let closed = false;
    const closing = connections.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);

    finishResponse();
    expect((await answer).body).toBe("first half, second half");
    const { ms } = await timed(closing);
    expect(ms).toBeLessThan(1000);
    agent.destroy();
  });
});
