import fs from "node:fs";
import path from "node:path";

/** 2026-05-01T09-30-00Z: UTC, sortable, and safe in a file name on every system. */
export function fileTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

/** `base` + `suffix`, or with -2, -3, … before the suffix when that name is taken. */
export function unusedPath(base: string, suffix = ""): string {
  let candidate = `${base}${suffix}`;
  for (let n = 2; fs.existsSync(candidate); n += 1) candidate = `${base}-${n}${suffix}`;
  return candidate;
}

/**
 * Has `write` fill `<output>.partial` and renames it to `output` only once it is complete, so a
 * backup file that exists is whole; the partial file never outlives a failure.
 */
export async function writeWholeFile(output: string, write: (partial: string) => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const partial = `${output}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, output);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
