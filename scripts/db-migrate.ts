/** `npm run db:migrate`: applies the SQL migrations to the configured database and exits. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerApi } from "../app/.server/server-api.ts";
import { ensureBuild } from "./ensure-build.ts";

process.env.NODE_ENV ??= "production";
ensureBuild();
const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as {
  entry: { module: { serverApi: ServerApi } };
};
const { serverApi } = build.entry.module;
await serverApi.startDatabase();
await serverApi.closeDatabase();
console.log(`Migrations applied (${serverApi.getEnv().DATABASE_URL ? "PostgreSQL" : "embedded database"}).`);
