/**
 * The article facts a page's JSON-LD states (schema.org Article and its kinds). Yoast and Rank Math
 * put them in an `@graph` that refers to images by `@id`; others write one object, or an array.
 * Everything is read defensively: JSON-LD in the wild is often invalid or oddly shaped.
 */

export type JsonLdArticle = {
  headline?: string;
  description?: string;
  /** As written (may be relative); resolve against the page. */
  image?: string;
  datePublished?: string;
  sections: string[];
};

const ARTICLE_TYPES = new Set([
  "article",
  "blogposting",
  "newsarticle",
  "reportagenewsarticle",
  "analysisnewsarticle",
  "opinionnewsarticle",
  "techarticle",
  "scholarlyarticle",
  "socialmediaposting",
  "liveblogposting",
]);

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function typesOf(node: JsonObject): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((item): item is string => typeof item === "string").map((item) => item.toLowerCase());
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (Array.isArray(value)) return value.map(stringOf).find(Boolean);
  return undefined;
}

/** Every object in the data, depth-first: arrays, `@graph`s and nested values (bounded depth). */
function collectObjects(value: unknown, into: JsonObject[], depth = 0): void {
  if (depth > 8 || into.length > 500) return;
  if (Array.isArray(value)) {
    for (const item of value) collectObjects(item, into, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  into.push(value);
  for (const [key, nested] of Object.entries(value)) {
    if (key === "@graph" || typeof nested === "object") collectObjects(nested, into, depth + 1);
  }
}

/** Parses JSON-LD script bodies, skipping any that are not valid JSON. */
export function parseJsonLdScripts(scripts: Iterable<string>): unknown[] {
  const values: unknown[] = [];
  for (const script of scripts) {
    // Some CMSs wrap the JSON in an HTML comment or CDATA section.
    const text = script
      .trim()
      .replace(/^<!--|-->$/g, "")
      .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, "")
      .trim();
    if (!text) continue;
    try {
      values.push(JSON.parse(text));
    } catch {
      // Not JSON: the page's other metadata still counts.
    }
  }
  return values;
}

function imageOf(value: unknown, byId: Map<string, JsonObject>): string | undefined {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === "string" && item.trim()) return item.trim();
    if (!isObject(item)) continue;
    const target = typeof item["@id"] === "string" && !item.url ? (byId.get(item["@id"]) ?? item) : item;
    const url = stringOf(target.url) ?? stringOf(target.contentUrl);
    if (url) return url;
  }
  return undefined;
}

function sectionsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === "string" && item.trim() !== "");
}

/** The first Article-like object in the data, with its image resolved through `@id` references. */
export function findJsonLdArticle(values: unknown[]): JsonLdArticle | undefined {
  const objects: JsonObject[] = [];
  for (const value of values) collectObjects(value, objects);
  const byId = new Map<string, JsonObject>();
  for (const object of objects) {
    if (typeof object["@id"] === "string" && Object.keys(object).length > 1) byId.set(object["@id"], object);
  }
  const article = objects.find((object) => typesOf(object).some((type) => ARTICLE_TYPES.has(type)));
  if (!article) return undefined;
  const result: JsonLdArticle = { sections: sectionsOf(article.articleSection) };
  const headline = stringOf(article.headline) ?? stringOf(article.name);
  if (headline) result.headline = headline;
  const description = stringOf(article.description);
  if (description) result.description = description;
  const image = imageOf(article.image, byId) ?? imageOf(article.thumbnailUrl, byId);
  if (image) result.image = image;
  const datePublished = stringOf(article.datePublished) ?? stringOf(article.dateCreated);
  if (datePublished) result.datePublished = datePublished;
  return result;
}
