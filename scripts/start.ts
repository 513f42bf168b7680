/** `npm start`: build if needed, then run the production server (which migrates before it listens). */
import { ensureBuild } from "./ensure-build.ts";

ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
