import { versionedImage } from "~/content/image-versions";
import { site } from "~/content/site";

/** Episode art that fails to load shows the podcast cover instead (`data-fallback`, app/.server/image-fallback-script.ts). */
export const coverFallback = versionedImage(site.images.cover);
