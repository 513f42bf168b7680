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
      // The embeddable player's script, which is no route module, is compiled by Vite too (scripts/vite/embed-script.ts).
      const embed = await (await fetch(`${base}/embed/episodes/when-your-ex-wont-follow-the-parenting-plan`)).text();
      const script = /<script type="module" src="([^"]+)">/.exec(embed)?.[1];
      expect(script).toBe("/app/embed/embed-player-script.ts");
      const compiled = await fetch(`${base}${script}`);
      expect(compiled.headers.get("content-type")).toMatch(/javascript/);
      expect(await compiled.text()).toContain("data-embed-controls");
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
