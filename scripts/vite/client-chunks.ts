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
