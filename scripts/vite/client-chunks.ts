import type { Rolldown } from "vite";

type ChunkGroup = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];

/** Code only the admin area and the account pages use: never mixed into what public pages load. */
const privateArea = /[\\/](admin|account|auth)[\\/]/;

/** The layout every page renders (app/root.tsx and what only it imports): loaded with the framework. */
const siteShell =
  /[\\/]app[\\/](root\.tsx|components[\\/](site-header|site-footer|pending-navigation|flash-toast)\.tsx|content[\\/]navigation\.ts|lib[\\/](inline-stylesheet|nonce)\.tsx|components[\\/]search-assistant[\\/]search-assistant-slot\.tsx|components[\\/]player[\\/]site-player\.tsx|lib[\\/]player[\\/]player-state\.ts)$/;

/** Episode play controls (the site player's engine and bar load later, in files of their own). */
const listening =
  /[\\/]app[\\/](components[\\/]player[\\/]play-episode-button\.tsx|lib[\\/](player[\\/](playable-episode|player-controls|saved-positions)|episode-seek|cover-fallback)\.ts)$/;

/**
 * How the browser's JavaScript is cut into files (docs/decisions/0007-first-load-javascript.md).
 * Every file is compressed on its own, so twenty small files cost more bytes than one: React, React
 * DOM and React Router, which every page loads, become one file; app modules shared by several
 * public pages and the icons shared by two or more become two more. What only one page uses stays
 * in that page's file, and lazily loaded code (the chat panel, a second tab) stays apart.
 */
export const clientChunkGroups: ChunkGroup[] = [
  {
    name: "framework",
    test: (id) =>
      /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/.test(
        id,
      ) || siteShell.test(id),
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
    name: "shared",
    test: (id) => /[\\/]app[\\/]/.test(id) && !privateArea.test(id),
    minShareCount: 6,
    priority: 1,
  },
  {
    // Icons shared by two or more pages, but not those only the admin and account pages draw: a
    // public page would otherwise load them with the file (this file is all or nothing).
    name: (id, ctx) => (usedOutsidePrivateArea(id, ctx) ? "shared" : null),
    debugName: "shared icons",
    test: /node_modules[\\/]lucide-react[\\/]|[\\/]slim-lucide-icon/,
    minShareCount: 2,
    priority: 1,
  },
];

type ChunkingContext = Parameters<Extract<ChunkGroup["name"], (...args: never[]) => unknown>>[1];

/** lucide-react's barrel: every page that draws an icon imports it, so it says nothing about which icon. */
const lucideBarrel = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.m?js$/;
let publicIconNames: Set<string> | undefined;

/**
 * The icons that modules outside the admin and account pages import by name (`import { Mail } from
 * "lucide-react"`), read once from those modules' code. Icon modules are imported through lucide's
 * barrel, so their own importers cannot tell.
 */
function iconNamesUsedInPublic(barrelId: string, ctx: ChunkingContext): Set<string> {
  if (publicIconNames) return publicIconNames;
  publicIconNames = new Set();
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
        if (imported) publicIconNames.add(imported);
      }
    }
  }
  return publicIconNames;
}

/** Whether a page outside the admin and account pages draws this icon (any other module: yes). */
function usedOutsidePrivateArea(id: string, ctx: ChunkingContext): boolean {
  const icon = /[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/.exec(id);
  const barrel = ctx.getModuleInfo(id)?.importers.find((importer) => lucideBarrel.test(importer));
  if (!icon || !barrel) return true;
  const name = icon[1]!.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return iconNamesUsedInPublic(barrel, ctx).has(name);
}
