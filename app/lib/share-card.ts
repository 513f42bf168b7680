/**
 * Each episode, blog post and guest page's own Open Graph / Twitter card image (routes/api/*-card-png.ts,
 * drawn on the server by app/.server/share-cards): its address beside the page's, its size and its
 * alt text, for the page's meta tags (lib/meta.ts).
 */
export const shareCardSize = { width: 1200, height: 630 } as const;

export function shareCardPath(pagePath: `/episodes/${string}` | `/blog/${string}` | `/guests/${string}`): string {
  return `${pagePath}/card.png`;
}
