import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminEndpoints, adminRouteFiles } from "./admin-endpoints";

const appDir = path.resolve("app");

describe("the list of admin endpoints", () => {
  it("names every admin route in app/routes.ts", () => {
    const routeTable = fs.readFileSync(path.join(appDir, "routes.ts"), "utf8");
    const adminFiles = [...routeTable.matchAll(/"(routes\/admin\/[^"]+)"/g)].map((match) => match[1]);
    expect(adminFiles.length).toBeGreaterThan(0);
    expect([...adminFiles].sort()).toEqual([...adminRouteFiles].sort());
  });

  it.each(adminRouteFiles)("%s checks the admin role in every loader and action", (file) => {
    const source = fs.readFileSync(path.join(appDir, file), "utf8");
    for (const [, kind, body] of source.matchAll(
      /export async function (loader|action)\([^)]*\)\s*\{([\s\S]*?)\n\}/g,
    )) {
      // Pages redirect outsiders to /auth; the JSON functions' loaders answer 401/403 like their actions.
      const isPage = kind === "loader" && !file.startsWith("routes/admin/functions/");
      const guard = isPage ? "requireAdminPage(request)" : "requireAdminRequest(request)";
      // The guard comes first, awaited; its answer (the admin) may be kept for the security log.
      const first = body!.trimStart().replace(/^const \w+ = /, "");
      expect(first.startsWith(`await ${guard}`), `${file} ${kind} must start with ${guard}`).toBe(true);
    }
  });

  it("has at least one entry for each admin route", () => {
    expect(adminEndpoints.some((endpoint) => endpoint.path === "/admin" && endpoint.method === "GET")).toBe(true);
    expect(adminEndpoints.some((endpoint) => endpoint.path === "/admin" && endpoint.method === "POST")).toBe(true);
  });
});
