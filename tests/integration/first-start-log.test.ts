import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, startServerProcess, waitForUrl } from "../helpers/server-process";
import { until } from "../helpers/until";

/**
 * What the production server's log says on a first start: JSON lines when its output is not a
 * terminal (a container, systemd, a file), each request with its real status; readable lines when
 * someone runs it in a terminal (here a pseudo-terminal from util-linux's `script`).
 */
describe("the server's log on a first start", () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-log-"));
    dataDirs.push(dir);
    return dir;
  };

  beforeAll(() => ensureBuild(), 180_000);
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("writes JSON lines off a terminal, with each request's status", async () => {
    const server = startServerProcess({
      dataDir: newDataDir(),
      port: await freePort(),
      env: { SAMPLE_CONTENT: "off", LOG_LEVEL: "info" },
    });
    try {
      await waitForUrl(`${server.base}/readyz`, 150_000);
      expect((await fetch(`${server.base}/about`)).status).toBe(200);
      expect((await fetch(`${server.base}/about`)).status).toBe(200);
      expect((await fetch(`${server.base}/no-such-page`)).status).toBe(404);
      const requests = () =>
        server
          .output()
          .split("\n")
          .filter((line) => line.includes('"request completed"'))
          .map((line) => JSON.parse(line) as { req: { url: string }; res: { statusCode: number | null } });
      await until(requests, (lines) => lines.length >= 3);
      expect(requests().map((line) => [line.req.url, line.res.statusCode])).toEqual([
        ["/about", 200],
        ["/about", 200],
        ["/no-such-page", 404],
      ]);
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"));
      expect(lines.length).toBeGreaterThan(3);
    } finally {
      server.child.kill("SIGTERM");
      expect(await exitCodeOf(server.child), server.output()).toBe(0);
    }
  }, 240_000);

  it("writes readable lines in a terminal, the PUBLIC_URL notice first", async () => {
    const port = await freePort();
    const { PUBLIC_URL: _unset, ...env } = process.env;
    // `script` gives the server a terminal of its own and copies what it shows to our pipe.
    const child = spawn("script", ["-qfec", "node_modules/.bin/node server/main.ts", "/dev/null"], {
      env: {
        ...env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: newDataDir(),
        LOG_LEVEL: "info",
        SAMPLE_CONTENT: "off",
        ADMIN_REQUIRE_MFA: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    try {
      await waitForUrl(`http://127.0.0.1:${port}/readyz`, 150_000);
      expect((await fetch(`http://127.0.0.1:${port}/about`)).status).toBe(200);
      await until(
        () => output,
        (text) => text.includes("GET /about"),
      );
      const lines = output.replace(/\r/g, "").split("\n").filter(Boolean);
      expect(lines.filter((line) => line.startsWith("{"))).toEqual([]);
      expect(lines[0]).toMatch(
        /^\d\d:\d\d:\d\d WARN {2}PUBLIC_URL is not set: .*\(publicUrl=http:\/\/localhost:\d+\)$/,
      );
      expect(lines).toContainEqual(
        expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}listening on http:\/\/localhost:\d+/),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}request completed: GET \/about 200 \d+ ms/),
      );
    } finally {
      process.kill(-child.pid!, "SIGTERM");
      await exitCodeOf(child);
    }
  }, 240_000);
});
