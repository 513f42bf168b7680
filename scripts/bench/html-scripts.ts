/**
 * Finds the JavaScript a page loads on first load, from its HTML and from the modules themselves.
 * Regex-based on purpose: the inputs are our own server-rendered HTML and Vite's minified output.
 */

export type PageScripts = {
  /** <script src> */
  scriptSrcs: string[];
  /** <link rel="modulepreload"> and <link rel="preload" as="script"> */
  preloads: string[];
  /** Specifiers imported (statically, or by an immediate `import("...")`) from inline module scripts. */
  inlineImports: string[];
  /** Text of inline scripts that run (JSON data blocks excluded). */
  inlineCode: string[];
  /** React Router's route manifest when it is inlined into the page. */
  manifest: ReactRouterManifest | undefined;
};

export type ReactRouterManifest = {
  entry?: { module?: string; imports?: string[] };
  routes?: Record<string, { module?: string; imports?: string[] }>;
  url?: string;
};

const jsTypes = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript"]);

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1];
    if (!name) continue;
    found.set(name.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return found;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** `import x from "a"`, `import "a"`, `export * from "a"` and `import("a")` anywhere in the code. */
function importsAnywhere(code: string): string[] {
  const specifiers: string[] = [];
  const staticPattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?(["'])([^"'\n]+)\1/g;
  const dynamicPattern = /(?:^|[^\w$.])import\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g;
  for (const match of code.matchAll(staticPattern)) if (match[2]) specifiers.push(match[2]);
  for (const match of code.matchAll(dynamicPattern)) if (match[2]) specifiers.push(match[2]);
  return specifiers;
}

/**
 * Static imports at the top of a bundled module (bundlers hoist them all there). Only the leading
 * import/export-from statements are read, so strings later in the code cannot be mistaken for imports.
 */
export function leadingStaticImports(code: string): string[] {
  const specifiers: string[] = [];
  const statement =
    /\s*(?:(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)\s*)*(?:import\s*(?:[\w$*{},\s]*?\s*from\s*)?|export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*)(["'])([^"'\n]+)\1\s*;?/y;
  let position = 0;
  for (;;) {
    statement.lastIndex = position;
    const match = statement.exec(code);
    if (!match || !match[2]) break;
    specifiers.push(match[2]);
    position = statement.lastIndex;
  }
  return specifiers;
}

/** Reads `window.__reactRouterManifest = {...};` out of a script, if present. */
export function parseManifest(code: string): ReactRouterManifest | undefined {
  const start = code.search(/window\.__reactRouterManifest\s*=\s*\{/);
  if (start === -1) return undefined;
  const open = code.indexOf("{", start);
  // The manifest is JSON: find its closing brace by counting braces outside strings.
  let depth = 0;
  let inString = false;
  for (let i = open; i < code.length; i++) {
    const char = code[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) {
      try {
        return JSON.parse(code.slice(open, i + 1)) as ReactRouterManifest;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function parsePageScripts(html: string): PageScripts {
  const result: PageScripts = { scriptSrcs: [], preloads: [], inlineImports: [], inlineCode: [], manifest: undefined };

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1] ?? "");
    const type = (attrs.get("type") ?? "").toLowerCase();
    if (!jsTypes.has(type)) continue; // JSON-LD and other data blocks
    const src = attrs.get("src");
    if (src) {
      result.scriptSrcs.push(src);
      continue;
    }
    const code = match[2] ?? "";
    result.inlineCode.push(code);
    if (type === "module") result.inlineImports.push(...importsAnywhere(code));
    result.manifest ??= parseManifest(code);
  }

  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? "");
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (!href) continue;
    if (rel.includes("modulepreload") || (rel.includes("preload") && attrs.get("as") === "script")) {
      result.preloads.push(href);
    }
  }
  return result;
}

/** The manifest's entry module and imports, plus the modules and imports of the routes the page imports. */
export function manifestFirstLoad(manifest: ReactRouterManifest, isImported: (module: string) => boolean): string[] {
  const files: string[] = [];
  if (manifest.entry?.module) files.push(manifest.entry.module, ...(manifest.entry.imports ?? []));
  for (const route of Object.values(manifest.routes ?? {})) {
    if (route.module && isImported(route.module)) files.push(route.module, ...(route.imports ?? []));
  }
  return files;
}
