import { lazyRendered } from "~/lib/lazy-rendered";
import type { SearchAssistantHandle } from "./search-assistant-slot";

/**
 * A route that exports `handle = searchAssistantHandle` shows the assistant (the layout's slot
 * renders it). The launcher is not part of the page's first load: the server renders it into the
 * HTML (a link to the archive until JavaScript runs), and hydration keeps that markup until its code
 * has arrived, right after the page's own (docs/decisions/0007-first-load-javascript.md).
 */
export const searchAssistantHandle: SearchAssistantHandle = {
  searchAssistant: lazyRendered(() => import("./search-assistant").then((module) => module.SearchAssistant)),
};
