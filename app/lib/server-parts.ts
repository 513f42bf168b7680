import { createContext, type ComponentType } from "react";

/**
 * Parts of the layout that only the server renders: app/entry.server.tsx provides them, so their
 * code and words are imported by the server's entry alone and never reach the browser's module
 * graph. In the browser this context is empty, and the layout keeps their server markup
 * (app/components/kept-server-markup.tsx).
 */
export const ServerParts = createContext<{ Footer?: ComponentType<{ year?: number }> }>({});
