import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";
import { privateAreaPattern } from "./route-areas.ts";

type ChunkGroup = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];

/**
 * Code only the admin area and the account pages use: never mixed into what public pages load. The
 * folders are read from the route table and the public-pages registry (route-areas.ts).
 */
const privateArea = privateAreaPattern();

/** The root route: the layout every page renders. */
const rootModule = fileURLToPath(new URL("../../app/root.tsx", import.meta.url));
const appModule = /[\\/]app[\\/]/;
let shellModules: Set<string> | undefined;

const siteShell = (ctx: ChunkingContext) =>
  (shellModules ??= modulesOnlyImportedFrom(rootModule, (id) => ctx.getModuleInfo(id)));

type GraphNode = { importedIds: readonly string[]; importers: readonly string[] };

/**
 * The layout every page renders: app/root.tsx and the app modules only it imports, directly or
 * through one another (the header, the footer, the player's slot), read from the module graph
 * rather than named. They load with the framework; a module a page imports too is not the layout's
 * alone and is left to the other groups.
 */
export function modulesOnlyImportedFrom(root: string, moduleInfo: (id: string) => GraphNode | null): Set<string> {
  const reachable = new Set<string>();
  const visit = (id: string) => {
    for (const imported of moduleInfo(id)?.importedIds ?? []) {
      if (reachable.has(imported) || !appModule.test(imported) || /node_modules/.test(imported)) continue;
      reachable.add(imported);
      visit(imported);
    }
  };
  visit(root);
  const only = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of reachable) {
      const importers = moduleInfo(id)?.importers ?? [];
      if (only.has(id) || importers.length === 0 || !importers.every((importer) => only.has(importer))) continue;
      only.add(id);
      grew = true;
    }
  }
  return only;
}

/**
 * Episode play controls (the site player's engine and bar load later, in files of their own). Named
 * by hand, not read from the graph: the play button's own imports would bring the layout's button
 * styles and leave the cards' cover fallback alone in a file of 455 bytes (tried), so this group is a
 * choice about bytes, not a fact the route table holds.
 */
const listening =
  /[\\/]app[\\/](components[\\/]player[\\/]play-episode-button\.tsx|lib[\\/](player[\\/](playable-episode|player-controls|saved-positions)|episode-seek|cover-fallback)\.ts)$/;

/** The end of an episode or a post, and the email sign-up form it shows (see its group below). */
const pageEnd =
  /[\\/]app[\\/](components[\\/](page-end[\\/]page-end|email-signup-form)\.tsx|lib[\\/]email-subscription\.ts)$/;

/** React, React DOM and React Router, which every page loads. */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/;

/**
 * How the browser's JavaScript is cut into files (docs/decisions/0007-first-load-javascript.md).
 * Every file is compressed on its own, so twenty small files cost more bytes than one: React, React
 * DOM and React Router, which every page loads, become one file; app modules shared by several
 * public pages are grouped by the pages that share them, and the icons shared by two or more become
 * one more. What only one page uses stays
 * in that page's file, and lazily loaded code (the chat panel, a second tab) stays apart.
 */
export const clientChunkGroups: ChunkGroup[] = [
  {
    name: (id, ctx) => (framework.test(id) || siteShell(ctx).has(id) ? "framework" : null),
    debugName: "framework",
    test: (id) => framework.test(id) || (appModule.test(id) && !privateArea.test(id)),
    priority: 2,
  },
  {
    // The play buttons and what they need, on the episode pages: one file rather than five small ones.
    name: "listening",
    test: listening,
    minShareCount: 2,
    priority: 1,
  },
  {
    // App modules two or more public pages share, one file per set of pages that reach them
    // (`entriesAware`): a page never loads what only other pages share, and the notes and helpers a
    // few pages use (the legal notices, the consultation call to action) do not each become a file of
    // a few hundred bytes. With one file for all of them (tried), every page loaded every page's.
    name: "shared",
    test: (id) => /[\\/]app[\\/]/.test(id) && !privateArea.test(id) && !pageEnd.test(id),
    minShareCount: 2,
    entriesAware: true,
    priority: 1,
  },
  {
    // What ends an episode or a post ("Get new episodes by email", then "Book a consultation"), loaded
    // after the page's own code, with the sign-up form and its words, which /subscribe shares: one file.
    // Left to the groups below, the form became a file of its own shared by /subscribe and that module,
    // one more name in the episode page's list of files to preload, 28 bytes over its budget (measured).
    name: "page-end",
    test: pageEnd,
    // After the shared group (lower priority), which leaves these to it: a group takes in what its
    // modules import, and first it took the buttons' styles that Home and About load.
    priority: 0,
  },
  {
    // Icons that two or more public modules draw. Not those only the admin and account pages draw,
    // nor one that a single public module shares with them (the player bar's back arrow is also an
    // admin button): a public page would otherwise load it with this file, which is all or nothing.
    name: (id, ctx) => (sharedOutsidePrivateArea(id, ctx) ? "shared" : null),
    debugName: "shared icons",
    test: /node_modules[\\/]lucide-react[\\/]|[\\/]slim-lucide-icon/,
    minShareCount: 2,
    priority: 1,
  },
];

type ChunkingContext = Parameters<Extract<ChunkGroup["name"], (...args: never[]) => unknown>>[1];

/** lucide-react's barrel: every page that draws an icon imports it, so it says nothing about which icon. */
const lucideBarrel = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.m?js$/;
let publicIconUses: Map<string, number> | undefined;

/**
 * How many modules outside the admin and account pages import each icon by name (`import { Mail }
 * from "lucide-react"`), read once from those modules' code. Icon modules are imported through
 * lucide's barrel, so their own importers cannot tell.
 */
function iconUsesInPublic(barrelId: string, ctx: ChunkingContext): Map<string, number> {
  if (publicIconUses) return publicIconUses;
  publicIconUses = new Map();
  for (const importer of ctx.getModuleInfo(barrelId)?.importers ?? []) {
    if (privateArea.test(importer)) continue;
    const code = ctx.getModuleInfo(importer)?.code ?? "";
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const name of match[1]!.split(",")) {
        const imported = name
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/Icon$/, "")
          .replace(/^Lucide/, "");
        if (imported) publicIconUses.set(imported, (publicIconUses.get(imported) ?? 0) + 1);
      }
    }
  }
  return publicIconUses;
}

/** Whether two or more modules outside the admin and account pages draw this icon (any other module: yes). */
function sharedOutsidePrivateArea(id: string, ctx: ChunkingContext): boolean {
  const icon = /[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/.exec(id);
  const barrel = ctx.getModuleInfo(id)?.importers.find((importer) => lucideBarrel.test(importer));
  if (!icon || !barrel) return true;
  const name = icon[1]!.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return (iconUsesInPublic(barrel, ctx).get(name) ?? 0) >= 2;
}
