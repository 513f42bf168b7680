/** Loads the app's server build (building it first when stale) for scripts that need app code. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerApi } from "../app/.server/server-api.ts";
import { ensureBuild } from "./ensure-build.ts";

export async function loadServerApi(): Promise<ServerApi> {
  process.env.NODE_ENV ??= "production";
  ensureBuild();
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as {
    entry: { module: { serverApi: ServerApi } };
  };
  return build.entry.module.serverApi;
}
