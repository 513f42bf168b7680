/**
 * The server's V8 flags (node-flags.ts) are on every command line that starts it: V8 reads them only
 * at start, so a copy that drifts would silently run the server without them.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverEnvironment, serverEnvironmentPrefix, serverNodeFlags } from "./node-flags.ts";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const flags = serverNodeFlags.join(" ");

describe("the server's V8 flags", () => {
  it("are on npm start's command line", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`${serverEnvironmentPrefix} node ${flags} scripts/start.ts`);
  });

  it("are on the container's command line", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(
      read("Dockerfile")
        .split("\n")
        .filter((line) => !line.startsWith("#"))
        .join("\n"),
    );
    expect(JSON.parse(cmd![1]!)).toEqual(["node", ...serverNodeFlags, "server/main.ts"]);
  });

  it("come with the server's environment in the container", () => {
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(read("Dockerfile"))![1]!;
    for (const [name, value] of Object.entries(serverEnvironment))
      expect(env).toMatch(new RegExp(`\\b${name}=${value}\\b`));
  });

  it("come with the server's environment wherever a test or the bench spawns it", () => {
    for (const file of ["scripts/bench/server.ts", "tests/helpers/server-process.ts", "playwright.config.ts"]) {
      expect(read(file), file).toMatch(/\.\.\.serverEnvironment,/);
    }
  });

  it("are flags this Node accepts", () => {
    // An unknown V8 flag is only a warning on stderr; make sure none is printed.
    const { status, stderr } = spawnSync(process.execPath, [...serverNodeFlags, "-e", "0"], { encoding: "utf8" });
    expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
  });
});
