import { lazy } from "react";
import type { SearchAssistantHandle } from "./search-assistant-slot";

const loadSearchAssistant = () => import("./search-assistant");

/**
 * A route that exports `handle = searchAssistantHandle` shows the assistant (the layout's slot
 * renders it). The launcher is not part of the page's first load: the server renders it into the
 * HTML (a link to the archive until JavaScript runs), and hydration keeps that markup until its code
 * has arrived, right after the page's own (docs/decisions/0007-first-load-javascript.md).
 */
export const searchAssistantHandle: SearchAssistantHandle = {
  searchAssistant: lazy(() => loadSearchAssistant().then((module) => ({ default: module.SearchAssistant }))),
};

// The server renders the launcher on every page that has it: load it once, up front.
if (typeof window === "undefined") void loadSearchAssistant();
