import { createContext, type RouterContextProvider } from "react-router";

/**
 * A page's structured data for search engines (schema.org JSON-LD), written into the server's HTML
 * only: a loader hands it over here instead of returning it, and the document renderer puts it in
 * the head (entry.server.tsx). Returned from the loader, it went to every browser twice, in the page
 * and again in the loader data that hydration reads, along with the code to render it (issue 27:
 * what is not interactive sends no JavaScript); search engines read it from the HTML.
 */
const structuredDataContext = createContext<Record<string, unknown> | null>(null);

export function provideStructuredData(context: Readonly<RouterContextProvider>, data: Record<string, unknown>) {
  context.set(structuredDataContext, data);
}

/**
 * The JSON-LD element for the page, or "" when its loader gave none. A JSON-LD block is data, not
 * script, so it needs no CSP nonce; "<" is escaped so no value can close the element early.
 */
export function structuredDataMarkup(context: Readonly<RouterContextProvider>): string {
  const data = context.get(structuredDataContext);
  if (!data) return "";
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
