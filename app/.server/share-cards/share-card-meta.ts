import type { MetaDescriptor } from "react-router";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "./share-card-design";

/**
 * A page's share card for its meta tags (`pageMeta`'s `image` and `imageTags`): the card's absolute
 * address beside the page's, and its type, size and alt text, so a preview can lay out before the
 * image arrives and a screen reader can say what it shows. Made by the page's loader so that the
 * browser's JavaScript for the page does not grow (every byte counts against ADR 0007's budget).
 */
export function shareCardMeta(
  publicUrl: string,
  pagePath: `/episodes/${string}` | `/blog/${string}` | `/guests/${string}`,
  alt: string,
): { image: string; imageTags: MetaDescriptor[] } {
  return {
    image: `${publicUrl}${pagePath}/card.png`,
    imageTags: [
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(SHARE_CARD_WIDTH) },
      { property: "og:image:height", content: String(SHARE_CARD_HEIGHT) },
      { property: "og:image:alt", content: alt },
      { name: "twitter:image:alt", content: alt },
    ],
  };
}
