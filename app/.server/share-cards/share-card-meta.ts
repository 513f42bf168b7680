import type { RouterContextProvider } from "react-router";
import { provideHeadMeta } from "../head-meta";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "./share-card-design";

/**
 * The tags that describe a page's share card beside its `og:image` (which the page's `meta` names,
 * `<page>/card.png`): its type, size and alt text, so a preview can lay out before the image arrives
 * and a screen reader can say what it shows. Written into the server's HTML only (head-meta.ts), so
 * the page's JavaScript does not grow: the episode page is at its budget (ADR 0007).
 */
export function provideShareCardMeta(context: Readonly<RouterContextProvider>, alt: string) {
  provideHeadMeta(context, [
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_CARD_WIDTH) },
    { property: "og:image:height", content: String(SHARE_CARD_HEIGHT) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image:alt", content: alt },
  ]);
}
