import type { ComponentProps } from "react";
import { versionedImage } from "~/content/image-versions";

/**
 * Where an image sits when the page first paints on a phone, which decides how the browser fetches it:
 * - `hero`: the page's main image above the fold (its likely Largest Contentful Paint): fetched first;
 * - `above-fold`: also on screen at first, but small or secondary (the header logo): fetched normally;
 * - `below-fold`: further down, or shown only on request: fetched when the reader scrolls near it, and
 *   decoded off the main thread so scrolling stays smooth.
 * Never lazy-load an image above the fold: the browser then waits for layout before it even asks for it.
 *
 * Preloading comes with it: React 19's server renderer puts a `<link rel="preload" as="image">` in the
 * head for every image it renders that is not lazy (copying fetchpriority, srcset and sizes), so the
 * hero is requested with the head and needs no `links` entry; one there would add a second tag.
 */
export type ImagePlacement = "hero" | "above-fold" | "below-fold";

const fetchAttributes = {
  hero: { fetchPriority: "high" },
  "above-fold": {},
  "below-fold": { loading: "lazy", decoding: "async" },
} as const satisfies Record<ImagePlacement, Pick<ComponentProps<"img">, "fetchPriority" | "loading" | "decoding">>;

export type ImageProps = Omit<ComponentProps<"img">, "alt" | "width" | "height" | "loading" | "fetchPriority"> & {
  src: string;
  /** Required: "" for a decorative image. */
  alt: string;
  /**
   * The size of the box the image is shown in (or its intrinsic size), in CSS pixels; required so
   * the browser reserves the space before the file arrives and nothing below it jumps.
   */
  width: number;
  height: number;
  placement: ImagePlacement;
};

/**
 * An `<img>` that always carries its size and the fetch hints for where it sits on the page. A file
 * from public/images is addressed by its content (`?v=…`, scripts/version-images.ts), so browsers
 * keep it for a year; any other address (feed art, imported images) is used as it is.
 */
export function Image({ placement, alt, src, ...props }: ImageProps) {
  return <img alt={alt} src={versionedImage(src)} {...fetchAttributes[placement]} {...props} />;
}
