import type { XmlNode } from "./feed-values";

/**
 * The namespaces a podcast feed uses, by URI. fast-xml-parser keeps element names as written
 * (`itunes:duration`), but a prefix is only the feed's local alias: `<pc:transcript>` under
 * `xmlns:pc="https://podcastindex.org/namespace/1.0"` is a Podcasting 2.0 transcript. So the
 * prefixes are read from the declarations on `<rss>` and `<channel>`; a namespace a feed never
 * declares falls back to its usual prefix (many feeds use `itunes:` undeclared).
 */
const namespaceUris = {
  itunes: ["http://www.itunes.com/dtds/podcast-1.0.dtd"],
  podcast: [
    "https://podcastindex.org/namespace/1.0",
    "https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md",
  ],
  content: ["http://purl.org/rss/1.0/modules/content/"],
  media: ["http://search.yahoo.com/mrss/"],
  dc: ["http://purl.org/dc/elements/1.1/"],
} as const;

export type FeedNamespace = keyof typeof namespaceUris;

/** URIs compared without scheme, case or a trailing slash, as feeds write them loosely. */
function comparable(uri: string): string {
  return uri
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/+$/, "");
}

export type FeedNames = {
  /** The element names (`prefix:local`) under which this feed writes `local` of that namespace. */
  of(namespace: FeedNamespace, local: string): string[];
};

export function readFeedNames(...declaringNodes: XmlNode[]): FeedNames {
  const declared = new Map<string, string>();
  for (const node of declaringNodes) {
    if (typeof node !== "object" || node === null) continue;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const prefix = /^@_xmlns:(.+)$/.exec(key)?.[1];
      if (prefix && typeof value === "string") declared.set(prefix, comparable(value));
    }
  }
  const prefixes = new Map<FeedNamespace, string[]>();
  for (const [namespace, uris] of Object.entries(namespaceUris) as [FeedNamespace, readonly string[]][]) {
    const wanted = new Set(uris.map(comparable));
    const found = [...declared].filter(([, uri]) => wanted.has(uri)).map(([prefix]) => prefix);
    // The usual prefix counts only when the feed has not given it to another namespace.
    const usual = declared.has(namespace) ? [] : [namespace];
    prefixes.set(namespace, found.length > 0 ? found : usual);
  }
  return { of: (namespace, local) => (prefixes.get(namespace) ?? []).map((prefix) => `${prefix}:${local}`) };
}

/** The first child under any of those names that is present. */
export function childNamed(node: XmlNode, names: string[]): XmlNode {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return undefined;
  for (const name of names) {
    const value = (node as Record<string, XmlNode>)[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Every child under any of those names, as one list. */
export function childrenNamed(node: XmlNode, names: string[]): XmlNode[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [];
  return names.flatMap((name) => {
    const value = (node as Record<string, XmlNode>)[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
}
