import { describe, expect, it } from "vitest";
import { publicPagePatterns, publicPages } from "../../app/content/public-pages.ts";
import { isPrivateAreaPath, privateAreaSegments } from "../../app/lib/private-area.ts";
import { modulesOnlyImportedFrom } from "./client-chunks.ts";
import {
  drawsPage,
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

/**
 * The page-side list of the owner's areas (app/lib/private-area.ts) against the route table it
 * restates: the owner's pages are the modules under routes/admin/ and routes/auth/. Pages that are
 * no public page of the registry but are a listener's (subscribing, unsubscribing) keep "Leave site".
 */
describe("the private area's addresses", () => {
  const firstSegment = (path: string) => /^\/([^/:*]+)/.exec(path)?.[1];
  const isOwnerPage = (module: RoutedModule) => drawsPage(module.file) && /^routes\/(admin|auth)\//.test(module.file);
  const ownerPages = routedModules().filter(isOwnerPage);
  const serverFunctions = routedModules().filter((module) => module.path.startsWith("/api/"));

  it("take in every page of the owner's, and the server functions", () => {
    expect(ownerPages.length).toBeGreaterThan(0);
    expect(serverFunctions.length).toBeGreaterThan(0);
    for (const module of [...ownerPages, ...serverFunctions]) {
      expect(isPrivateAreaPath(module.path), module.path).toBe(true);
    }
  });

  it("leave out every other page: the public ones, a listener's subscription pages, the not-found page", () => {
    const otherPages = routedModules().filter((module) => drawsPage(module.file) && !isOwnerPage(module));
    expect(otherPages.map((module) => module.path)).toContain("/unsubscribe");
    for (const module of otherPages) expect(isPrivateAreaPath(module.path), module.path).toBe(false);
    for (const page of publicPages) expect(isPrivateAreaPath(page.path), page.path).toBe(false);
    for (const { pattern } of publicPagePatterns) expect(isPrivateAreaPath(pattern), pattern).toBe(false);
    expect(isPrivateAreaPath("/no-such-page")).toBe(false);
    expect(isPrivateAreaPath("/administrator")).toBe(false);
  });

  it("name no segment that starts none of those routes", () => {
    const segments = new Set([...ownerPages, ...serverFunctions].map((module) => firstSegment(module.path)));
    expect(privateAreaSegments.filter((segment) => !segments.has(segment))).toEqual([]);
  });
});
