import { describe, expect, it } from "vitest";
import { modulesOnlyImportedFrom } from "./client-chunks.ts";
import {
  isPublicRoute,
  privateAreaFolders,
  privateAreaPattern,
  routeAreaProblems,
  routedModules,
  type RoutedModule,
} from "./route-areas.ts";

/**
 * The client build's chunk groups read the private area from the route table and the public-pages
 * registry, and the layout from the module graph (scripts/vite/client-chunks.ts); nothing is a list
 * of file names. These tests fail when a page route is in neither the registry nor the private area.
 */
describe("the client chunks' areas", () => {
  it("put every page route either among the registry's public pages or in the private area, never both", () => {
    expect(routeAreaProblems()).toEqual([]);
  });

  it("fail for a public page missing from the registry", () => {
    const forgotten = (module: RoutedModule) => isPublicRoute(module) && module.path !== "/about";
    expect(routeAreaProblems(routedModules(), forgotten)).toContain(
      "/episodes (routes/site/episodes.tsx) is a public page in a folder of private pages",
    );
  });

  it("fail for a private page outside any private folder", () => {
    const modules = [...routedModules(), { path: "/members", file: "routes/members.tsx" }];
    const members = (module: RoutedModule) => isPublicRoute(module) && module.file !== "routes/members.tsx";
    expect(routeAreaProblems(modules, members)).toEqual(["/members (routes/members.tsx) is in no area"]);
  });

  it("read the private folders from the admin, sign-in and account routes", () => {
    const folders = privateAreaFolders();
    for (const folder of ["admin", "auth", "account"]) expect(folders).toContain(folder);
    expect(folders).not.toContain("site");
    const isPrivate = privateAreaPattern();
    expect(isPrivate.test("/repo/app/components/account/password-section.tsx")).toBe(true);
    expect(isPrivate.test("/repo/app/lib/admin/admin-list.ts")).toBe(true);
    expect(isPrivate.test("/repo/app/components/episodes/episode-list-card.tsx")).toBe(false);
  });
});

describe("the layout's modules", () => {
  const graph: Record<string, { importedIds: string[]; importers: string[] }> = {
    "/app/root.tsx": { importedIds: ["/app/header.tsx", "/app/button.tsx"], importers: [] },
    "/app/header.tsx": {
      importedIds: ["/app/navigation.ts", "/node_modules/react/index.js"],
      importers: ["/app/root.tsx"],
    },
    "/app/navigation.ts": { importedIds: [], importers: ["/app/header.tsx"] },
    // Also drawn by a page: not the layout's alone.
    "/app/button.tsx": { importedIds: [], importers: ["/app/root.tsx", "/app/routes/site/home.tsx"] },
  };

  it("are the root and what only it imports, directly or through one another", () => {
    expect([...modulesOnlyImportedFrom("/app/root.tsx", (id) => graph[id] ?? null)].sort()).toEqual([
      "/app/header.tsx",
      "/app/navigation.ts",
      "/app/root.tsx",
    ]);
  });
});
