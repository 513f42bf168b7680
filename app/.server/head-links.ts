import { escapeUTF8 } from "entities";
import { createContext, type RouterContextProvider } from "react-router";

/**
 * `<link>` elements for machines, written into the server's HTML head only, as the structured data is
 * (structured-data.ts): a loader hands them over here, and no JavaScript is sent for them. For the
 * episode page's oEmbed discovery link (docs/decisions/0031-embed-player.md), which only the sites
 * that fetch a pasted address read. After a client-side navigation the head keeps the first page's
 * link; no browser acts on it.
 */
type HeadLink = { rel: string; type: string; href: string; title?: string };

const headLinksContext = createContext<HeadLink[]>([]);

export function provideHeadLinks(context: Readonly<RouterContextProvider>, links: HeadLink[]) {
  context.set(headLinksContext, links);
}

/** The page's links as HTML, or "" when its loader gave none. */
export function headLinksMarkup(context: Readonly<RouterContextProvider>): string {
  return context
    .get(headLinksContext)
    .map(
      (link) =>
        `<link rel="${escapeUTF8(link.rel)}" type="${escapeUTF8(link.type)}" href="${escapeUTF8(link.href)}"` +
        (link.title ? ` title="${escapeUTF8(link.title)}"` : "") +
        ">",
    )
    .join("");
}
