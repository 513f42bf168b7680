import { startProductionServer } from "../../helpers/server-process";

/**
 * A production server of the test's own, on a fresh embedded database: for what the shared e2e
 * server cannot show (a site with no admin yet, ADMIN_REQUIRE_MFA on). Stop it when done.
 */
export async function startOwnServer(env: NodeJS.ProcessEnv = {}) {
  const server = await startProductionServer({ env: { SAMPLE_CONTENT: "off", ...env } });
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
    stop: server.stop,
  };
}
