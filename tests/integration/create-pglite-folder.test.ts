import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteStartParams } from "~/.server/db/client";
import { createPgliteFolder, needsInitdb } from "~/.server/db/create-pglite-folder";

/** A new embedded database folder is made in a child process (docs/bench.md, "Server memory"). */
describe("creating the embedded database folder in a child process", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "create-pglite-folder-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("makes a folder this process then opens, and reports the child's peak memory", async () => {
    const dataDir = path.join(root, "pglite");
    expect(needsInitdb(dataDir)).toBe(true);
    const { peakMb, ms } = await createPgliteFolder(dataDir, pgliteStartParams);
    expect(needsInitdb(dataDir)).toBe(false);
    expect(peakMb).toBeGreaterThan(0);
    expect(ms).toBeGreaterThan(0);
    const connection = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect((await connection.pglite!.query<{ shared_buffers: string }>("show shared_buffers")).rows).toEqual([
        { shared_buffers: "16MB" },
      ]);
    } finally {
      await connection.close();
    }
  }, 120_000);

  it("fails with the child's reason when the database cannot start", async () => {
    await expect(
      createPgliteFolder(path.join(root, "bad"), [...pgliteStartParams, "-c", "shared_buffers=nonsense"]),
    ).rejects.toThrow(/Could not create the embedded database/);
  }, 120_000);
});
