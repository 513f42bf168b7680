import fs from "node:fs";
import path from "node:path";

const cache = new Map<string, string | undefined>();

/** The text of a built client asset such as "/assets/app-1a2b.css", read once per process. */
export function readBuiltStylesheet(href: string): string | undefined {
  if (!cache.has(href)) {
    const file = path.resolve("build/client", href.replace(/^\/+/, ""));
    cache.set(href, fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
  }
  return cache.get(href);
}
