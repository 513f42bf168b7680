import { SCRIPTS_WANTED } from "./load-on-intent-script";

/**
 * Rewrites React Router's inline module script (the one `<Scripts />` renders, which imports the
 * page's route modules and then the client entry) so that it fetches nothing until the browser has
 * painted the page (docs/decisions/0017-scripts-after-first-paint.md) and, on a public page, until the
 * reader first moves to use it (docs/decisions/0034-scripts-on-first-intent.md).
 *
 * A module's static imports are fetched as soon as the script is parsed, before any of its code
 * runs, so they become dynamic imports behind a wait for the first contentful paint. The module
 * preloads that React Router puts in the head (removed there by scripts-after-first-paint.ts) are
 * added back at the same moment, so the whole graph is still fetched at once, not import by import.
 */

/**
 * Then, on a public page, the reader's first move (load-on-intent-script.ts, in the head, leaves the
 * promise; without it, nothing is awaited and the scripts load as before).
 */
const awaitWanted = `await window.${SCRIPTS_WANTED};`;

/** Past this, the scripts load whether or not the browser reported a paint (a tab opened hidden). */
export const firstPaintWaitLimitMs = 3000;

const staticImport = /import \* as ([A-Za-z_$][\w$]*) from "([^"\\]+)";/g;

/**
 * The script's new text, or `undefined` when it does not have the shape this knows (then it is left
 * as it is and loads as before).
 */
export function deferModuleScript(content: string, preloadHrefs: readonly string[]): string | undefined {
  const imports = [...content.matchAll(staticImport)].map(([, name, href]) => ({ name: name!, href: href! }));
  if (imports.length === 0) return undefined;
  const rest = content.replace(staticImport, "");
  // Any other static import would still be fetched at parse time, and is not what React Router writes.
  if (/(^|[;\s])import\s*[^\s(]/.test(rest) || /(^|[;\s])export\s/.test(rest)) return undefined;
  const names = imports.map((entry) => entry.name).join(", ");
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.href)})`).join(", ");
  return `${afterFirstPaint}
${awaitWanted}
${addModulePreloads(preloadHrefs)}
const [${names}] = await Promise.all([${loads}]);
${compactManifest(rest)}`;
}

const inlineManifest = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/**
 * React Router writes its route manifest into the script as indented JSON (a quarter of its bytes
 * are spaces, on every page): written compactly it is the same object. Left as it is when it is not
 * the JSON this expects.
 */
function compactManifest(script: string): string {
  return script.replace(inlineManifest, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

/**
 * Waits for the first contentful paint (Paint Timing, in every current browser), or a frame where it
 * is not reported, and at most `firstPaintWaitLimitMs`. Plain JavaScript: it runs as it is written,
 * without its line breaks and indentation (every page carries it; no comments inside).
 */
const afterFirstPaint = oneLine(`await new Promise((resolve) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(resolve, 0);
  };
  setTimeout(start, ${firstPaintWaitLimitMs});
  if (!window.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    requestAnimationFrame(start);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
});`);

function addModulePreloads(hrefs: readonly string[]): string {
  if (hrefs.length === 0) return "";
  return oneLine(`for (const href of ${JSON.stringify(hrefs)}) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}`);
}

/** Script text without its line breaks and indentation: each statement here ends in `;` or `}`. */
function oneLine(script: string): string {
  return script.replace(/\n\s*/g, "");
}
