/** The spec's favorite-card preview length. */
export const PREVIEW_LENGTH = 200;

// WordPress (Yoast) appends "The post <title> appeared first on <site>." to feed items; it is noise
// in a preview. Only a trailing fragment is removed, never text in the middle.
const APPEARED_FIRST_ON = /\s*The post\s[\s\S]*?\sappeared first on\s[\s\S]*$/;

/** Plain-text description without the trailing "The post … appeared first on …" fragment. */
export function withoutAppearedFirstOn(text: string): string {
  return text.replace(APPEARED_FIRST_ON, "").trim();
}

/**
 * The first 200 characters of the description with a trailing ellipsis when anything was cut,
 * after removing the "appeared first on" fragment. Cuts never split a surrogate pair.
 */
export function previewText(plainText: string, length = PREVIEW_LENGTH): { text: string; truncated: boolean } {
  const clean = withoutAppearedFirstOn(plainText.replace(/\s+/g, " "));
  const characters = Array.from(clean);
  if (characters.length <= length) return { text: clean, truncated: false };
  return { text: `${characters.slice(0, length).join("").trimEnd()}...`, truncated: true };
}
