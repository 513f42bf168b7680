import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import {
  exitCodeOf,
  freePort,
  newServerDataDir,
  postForm,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

describe("npm run dev", () => {
  const dataDir = newServerDataDir("dev-server-");
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("serves pages and runs actions through Vite, with the same request context as production", async () => {
    const server = startServerProcess({ dataDir, port: await freePort(), development: true });
    const { base } = server;
    try {
      expect((await waitForUrl(`${base}/readyz`)).status).toBe(200);
      const home = await fetch(base);
      expect(home.status, server.output()).toBe(200);
      expect(await home.text()).toContain("Untangled");
      // The contact action reads the client address from the load context.
      const posted = await postForm(base, "/contact", {
        name: "Dev Mode",
        email: "dev@example.com",
        inquiry: "general",
        message: "Hello from development.",
        acknowledgement: "yes",
      });
      expect(posted.status).toBe(302);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await exitCodeOf(server.child), server.output()).toBe(0);
  }, 240_000);
});
