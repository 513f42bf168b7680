import type { RouteConfigEntry } from "@react-router/dev/routes";
import { isPublicPagePath } from "../../app/content/public-pages.ts";
import routes from "../../app/routes.ts";

/**
 * Which of the browser's code belongs to the private area (the admin pages, sign-in and the account
 * pages), read from the route table and the public-pages registry rather than written as a list of
 * folder names (docs/decisions/0022-one-source-per-fact.md). A route whose module draws a page (a
 * `.tsx` file) and is no public page is private; its module's folder under `app/routes/` (`admin`,
 * `auth`) and its address's first segment (`admin`, `auth`, `account`, `setup`) name folders whose
 * code only private pages load, wherever they are (`app/components/account/`, `app/lib/admin/`).
 * `scripts/vite/route-areas.test.ts` fails when a page route is neither a public page nor private.
 */

export type RoutedModule = { path: string; file: string };

/** Every route module with the full address it answers, layouts included (a layout's is its children's prefix). */
export function routedModules(entries: readonly RouteConfigEntry[] = routes, prefix = ""): RoutedModule[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [{ path: path || "/", file: entry.file }, ...routedModules(entry.children ?? [], path)];
  });
}

/** A route module that renders a page in the browser (resource routes and guard-only layouts are `.ts`). */
export const drawsPage = (file: string) => file.endsWith(".tsx");

/** A public page of the registry, or the catch-all's 'Page not found' every visitor may see. */
export function isPublicRoute({ path }: RoutedModule): boolean {
  return isPublicPagePath(path) || path === "/*";
}

/** The folders whose code only the private pages load (see above). */
export function privateAreaFolders(
  modules: readonly RoutedModule[] = routedModules(),
  isPublic: (module: RoutedModule) => boolean = isPublicRoute,
): string[] {
  const folders = new Set<string>();
  for (const module of modules) {
    if (!drawsPage(module.file) || isPublic(module)) continue;
    const routeFolder = /^routes\/([^/]+)\//.exec(module.file)?.[1];
    if (routeFolder) folders.add(routeFolder);
    const firstSegment = /^\/([^/:*]+)/.exec(module.path)?.[1];
    if (firstSegment) folders.add(firstSegment);
  }
  return [...folders].sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches a module id inside one of the private area's folders. */
export function privateAreaPattern(folders: readonly string[] = privateAreaFolders()): RegExp {
  return new RegExp(`[\\\\/](${folders.map(escape).join("|")})[\\\\/]`);
}

/**
 * What keeps the derivation honest, empty when it holds: every route that draws a page is a public
 * page of the registry or lies in the private area, and no folder holds both. A public page left
 * out of the registry lands here, as its folder (`routes/site/`) would otherwise become private.
 */
export function routeAreaProblems(
  modules: readonly RoutedModule[] = routedModules(),
  isPublic: (module: RoutedModule) => boolean = isPublicRoute,
): string[] {
  const isPrivateFile = privateAreaPattern(privateAreaFolders(modules, isPublic));
  return modules
    .filter((module) => drawsPage(module.file))
    .flatMap((module) => {
      const inPrivateArea = isPrivateFile.test(`/app/${module.file}`);
      if (isPublic(module) && inPrivateArea) {
        return [`${module.path} (${module.file}) is a public page in a folder of private pages`];
      }
      if (!isPublic(module) && !inPrivateArea) return [`${module.path} (${module.file}) is in no area`];
      return [];
    });
}
