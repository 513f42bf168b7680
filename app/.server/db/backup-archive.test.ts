import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { inspectPgliteArchive } from "./backup";

/** One 512-byte tar header; `magic` false writes an old (v7) header without the "ustar" mark. */
function header(name: string, size: number, type = "0", magic = true): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, "utf8");
  block.write("0000644\0", 100);
  block.write("0000000\0", 108);
  block.write("0000000\0", 116);
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  block.write("00000000000\0", 136);
  block.write(type, 156);
  if (magic) block.write("ustar\x0000", 257, "latin1");
  block.fill(" ", 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

function entry(name: string, content: string, type = "0", magic = true): Buffer {
  const body = Buffer.from(content, "utf8");
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([header(name, body.length, type, magic), body, padding]);
}

/** A pax record: "<length> key=value\n", the length counting itself. */
function paxRecord(key: string, value: string): string {
  const rest = ` ${key}=${value}\n`;
  let length = rest.length + 1;
  while (`${length}${rest}`.length !== length) length += 1;
  return `${length}${rest}`;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-archive-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function archive(name: string, ...entries: Buffer[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return file;
}

describe("inspectPgliteArchive", () => {
  it("finds PG_VERSION under a name given by a pax header", async () => {
    const file = archive(
      "pax.tar.gz",
      entry("PaxHeaders/PG_VERSION", paxRecord("path", "PG_VERSION"), "x"),
      entry("PG_VERSIO~1", "17\n"),
    );
    await expect(inspectPgliteArchive(file)).resolves.toBe("17");
  });

  it("finds PG_VERSION under a GNU long name, after entries whose names do not fit 100 bytes", async () => {
    const longName = `base/${"x".repeat(150)}`;
    const file = archive(
      "gnu.tar.gz",
      entry("././@LongLink", `${longName}\0`, "L"),
      entry(longName.slice(0, 99), "data"),
      entry("././@LongLink", "./PG_VERSION\0", "L"),
      entry("./PG_VERSION.truncated", "16\n"),
    );
    await expect(inspectPgliteArchive(file)).resolves.toBe("16");
  });

  it("reads archives without the ustar mark (v7)", async () => {
    const file = archive("v7.tar.gz", entry("PG_VERSION", "17\n", "0", false));
    await expect(inspectPgliteArchive(file)).resolves.toBe("17");
  });

  it("refuses an archive with no data folder, a truncated one and one that is no tar at all", async () => {
    await expect(inspectPgliteArchive(archive("other.tar.gz", entry("package.json", "{}")))).rejects.toThrow(
      /not an embedded-database backup \(no PostgreSQL data folder inside\)/,
    );
    const whole = zlib.gzipSync(Buffer.concat([entry("PG_VERSION", "17\n"), entry("base/1", "x".repeat(100_000))]));
    const truncated = path.join(dir, "truncated.tar.gz");
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(inspectPgliteArchive(truncated)).rejects.toThrow(/damaged or truncated/);
    const notTar = path.join(dir, "not-tar.gz");
    fs.writeFileSync(notTar, zlib.gzipSync(Buffer.from("just some text, ".repeat(100))));
    await expect(inspectPgliteArchive(notTar)).rejects.toThrow(/not an embedded-database backup/);
  });
});
