import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const node = path.join(projectRoot, "node_modules/.bin/node");

/**
 * `npm run admin` on an embedded database another process holds (the running server) refuses with
 * a clear message and exit code 1, before opening it: two processes on one folder corrupt it, and the
 * server would never see the change.
 */
describe("the admin CLI and a busy embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-lock-"));
  const pglite = path.join(dataDir, "pglite");
  let holder: ReturnType<typeof spawn>;

  beforeAll(async () => {
    fs.mkdirSync(pglite, { recursive: true });
    fs.writeFileSync(path.join(pglite, "PG_VERSION"), "17\n");
    // Stands in for the server: a process with a file of the folder open.
    holder = spawn(
      node,
      [
        "-e",
        `require("node:fs").openSync(${JSON.stringify(path.join(pglite, "PG_VERSION"))}, "r"); console.log("open"); setInterval(() => {}, 1000);`,
      ],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve) => holder.stdout!.once("data", () => resolve()));
  });
  afterAll(() => {
    holder?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(process.platform === "linux")("refuses, naming the process that has it open", () => {
    const result = spawnSync(node, ["scripts/admin.ts", "list"], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The embedded database in ${pglite} is open in process ${holder.pid}`);
    expect(result.stderr).toContain("Stop it first.");
  });
});
