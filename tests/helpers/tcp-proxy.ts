import net from "node:net";

/**
 * A loopback TCP proxy in front of a real service, which a test can cut and restore: the network
 * between the site and its database failing, without touching the database itself.
 */
export async function startTcpProxy({ targetHost, targetPort }: { targetHost: string; targetPort: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  async function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and resets every open one, as a database host going down does. */
    async cut() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
      server = undefined;
    },
    /** Listens again on the same port. */
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}
