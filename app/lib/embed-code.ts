/**
 * The embeddable player's address, size and iframe code (docs/decisions/0031-embed-player.md), for
 * both the oEmbed answer (routes/api/oembed.ts) and the episode page's "Copy embed code" control,
 * so the code a site gets from either is the same. Plain functions with no imports: the episode
 * page loads this only with that control, after its first load.
 */

/** The embed's size with no chapters, and the extra height its chapter list takes. */
export const embedWidth = 560;
const embedHeight = 200;
const chaptersHeight = 160;

export const embedPath = (slug: string) => `/embed/episodes/${slug}`;

/** The size the iframe is given: at most maxwidth × maxheight when a consumer asks (oEmbed). */
export function embedSize({
  hasChapters,
  maxWidth,
  maxHeight,
}: {
  hasChapters: boolean;
  maxWidth?: number;
  maxHeight?: number;
}): { width: number; height: number } {
  const height = embedHeight + (hasChapters ? chaptersHeight : 0);
  return { width: Math.min(embedWidth, maxWidth ?? embedWidth), height: Math.min(height, maxHeight ?? height) };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The `<iframe>` another site pastes: titled for screen readers, lazily loaded, borderless, never wider than its column. */
export function embedIframeHtml({
  src,
  title,
  width,
  height,
}: {
  src: string;
  title: string;
  width: number;
  height: number;
}): string {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(`Podcast player: ${title}`)}" ` +
    `width="${width}" height="${height}" loading="lazy" style="border:0;max-width:100%"></iframe>`
  );
}
