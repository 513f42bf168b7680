import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exitCodeOf, freePort, startServerProcess, waitForUrl } from "../../helpers/server-process";

/**
 * A production server of the test's own, on a fresh embedded database: for what the shared e2e
 * server cannot show (a site with no admin yet, ADMIN_REQUIRE_MFA on). Stop it when done.
 */
export async function startOwnServer(env: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-own-server-"));
  const server = startServerProcess({ dataDir, port: await freePort(), env: { SAMPLE_CONTENT: "off", ...env } });
  try {
    const ready = await waitForUrl(`${server.base}/readyz`, 90_000);
    if (ready.status !== 200) throw new Error(`server not ready: ${ready.status}\n${server.output()}`);
  } catch (error) {
    // Never left running behind a failed test.
    server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base: server.base,
    output: server.output,
    /** The first-run link the server printed once it listened. */
    async setupLink(): Promise<string> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const link = /(http:\/\/\S+\/setup\?token=[A-Za-z0-9_-]+)/.exec(server.output())?.[1];
        if (link) return link;
        if (Date.now() > deadline) throw new Error(`no setup link printed:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      server.child.kill("SIGTERM");
      const code = await exitCodeOf(server.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`server exited with ${code}\n${server.output()}`);
    },
  };
}
