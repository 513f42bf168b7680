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
    name: "shared",
    test: /node_modules[\\/]lucide-react[\\/]|[\\/]slim-lucide-icon/,
    minShareCount: 2,
    priority: 1,
  },
];
