/** Keeps the last N lines a child process printed, for error messages. */
import type { Readable } from "node:stream";

export type OutputTail = { lines: () => string[]; text: () => string };

// eslint-disable-next-line no-control-regex -- matching terminal colour codes is the point
const ansiPattern = /\u001b\[[0-9;]*[A-Za-z]/g;

export function collectTail(streams: Array<Readable | null>, max: number): OutputTail {
  const kept: string[] = [];
  for (const stream of streams) {
    if (!stream) continue;
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = (partial + chunk).split(/\r?\n/);
      partial = parts.pop() ?? "";
      kept.push(...parts.map((line) => line.replace(ansiPattern, "")));
      if (kept.length > max) kept.splice(0, kept.length - max);
    });
    stream.on("end", () => {
      if (partial) kept.push(partial.replace(ansiPattern, ""));
      partial = "";
      if (kept.length > max) kept.splice(0, kept.length - max);
    });
  }
  return { lines: () => [...kept], text: () => kept.map((line) => `  | ${line}`).join("\n") };
}
