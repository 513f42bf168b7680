import { escapeUTF8 } from "entities";
import { createContext, type RouterContextProvider } from "react-router";

/**
 * `<meta>` elements for machines, written into the server's HTML head only, as the head links are
 * (head-links.ts): a loader hands them over here, and no JavaScript is sent for them. For what link
 * previews read beside a page's `og:image` (its size, type and alt text: a share card,
 * docs/decisions/0032-share-cards.md), which crawlers take from the server's HTML and no browser
 * acts on. After a client-side navigation the head keeps the first page's tags.
 */
export type HeadMeta = { property: string; content: string } | { name: string; content: string };

const headMetaContext = createContext<HeadMeta[]>([]);

export function provideHeadMeta(context: Readonly<RouterContextProvider>, tags: HeadMeta[]) {
  context.set(headMetaContext, tags);
}

/** The page's tags as HTML, or "" when its loader gave none. */
export function headMetaMarkup(context: Readonly<RouterContextProvider>): string {
  return context
    .get(headMetaContext)
    .map((tag) => {
      const [key, value] = "property" in tag ? ["property", tag.property] : ["name", tag.name];
      return `<meta ${key}="${escapeUTF8(value)}" content="${escapeUTF8(tag.content)}">`;
    })
    .join("");
}
