/** Finds a free TCP port in the range this project may use for benchmarks (3300-3399). */
import net from "node:net";

export const portRange = { first: 3300, last: 3399 };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    // Listen on all interfaces like the real servers do, so a port taken on any of them counts as busy.
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Tries the ports of the range starting at a random offset (so parallel runs rarely collide),
 * skipping any in `exclude`.
 */
export async function findFreePort(exclude: Iterable<number> = []): Promise<number> {
  const skip = new Set(exclude);
  const size = portRange.last - portRange.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = portRange.first + ((start + i) % size);
    if (!skip.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port between ${portRange.first} and ${portRange.last}`);
}
