import type http from "node:http";
import type net from "node:net";

/**
 * Stops `server` accepting connections and resolves once every request in flight has been answered.
 *
 * Node's `server.close()` waits for every open connection, and `closeIdleConnections()` only closes
 * keep-alive connections that have finished a response: a connection that was opened but has not
 * sent a request yet (a browser's preconnect, an HTTP client's spare socket) counts as busy until
 * `headersTimeout` (60 s). So this counts requests per socket itself and, once closing, destroys any
 * socket with none in flight, now and whenever its last response finishes. See ADR 0029.
 */
export function trackConnections(server: http.Server): { close: () => Promise<void> } {
  const inFlight = new Map<net.Socket, number>();
  let closing = false;

  server.on("connection", (socket) => {
    inFlight.set(socket, 0);
    socket.once("close", () => inFlight.delete(socket));
  });
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    if (closing && !response.headersSent) response.setHeader("connection", "close");
    response.once("close", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    });
  });

  return {
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        server.close(() => resolve());
        for (const [socket, requests] of inFlight) if (requests === 0) socket.destroy();
      }),
  };
}
