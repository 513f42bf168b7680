import { createRequire } from "node:module";
import { runWorker } from "../workers/run-worker";

/**
 * What an article page says, read in a worker thread: parsing (linkedom) and Readability are
 * synchronous and can take minutes on a hostile page (2,000 nested levels took 89 s; a 4.8 MB page
 * never finished), which on the main thread would stall every request and SIGTERM with it. In a
 * worker, a page that takes too long is stopped (`worker.terminate()`) and fails with a reason, and
 * the site keeps answering. extract-article.ts turns the facts into a post.
 */
export type PageFacts = {
  /** `<meta>` values as [lowercased property/name/itemprop, content], in document order. */
  meta: [string, string][];
  jsonLdScripts: string[];
  baseHref?: string;
  /** `<link rel href>`: each rel lowercased. */
  links: { rels: string[]; href: string }[];
  documentTitle?: string;
  article: { title?: string; content?: string; excerpt?: string; publishedTime?: string } | null;
};

export type PageReading = { ok: true; facts: PageFacts } | { ok: false; reason: string };

export const pageReadLimits = {
  /** Wall time for parsing and Readability together. */
  timeoutMs: 10_000,
  /** Readability's own limit (`maxElemsToParse`); pages past it are refused before Readability runs. */
  maxElements: 30_000,
  /** Real articles are a few dozen levels deep; thousands only serve to make the parser crawl. */
  maxDepth: 500,
  /** The worker's heap: a page that needs more fails instead of growing the server. */
  maxHeapMb: 256,
};

/**
 * The worker's code, as a string (`eval: true`): the server bundle has no separate file to start a
 * worker from, and this code needs nothing but the two libraries, whose paths the main thread
 * resolves and hands over. CommonJS, as eval workers run.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { DOMParser } = require(workerData.linkedomPath);
const { Readability } = require(workerData.readabilityPath);
const { html, maxElements, maxDepth } = workerData;

function measure(root) {
  let elements = 0;
  let deepest = 0;
  const stack = [[root, 1]];
  while (stack.length > 0) {
    const [element, depth] = stack.pop();
    elements += 1;
    if (depth > deepest) deepest = depth;
    if (elements > maxElements || deepest > maxDepth) break;
    for (const child of element.children) stack.push([child, depth + 1]);
  }
  return { elements, deepest };
}

try {
  const document = new DOMParser().parseFromString(html, "text/html");
  const size = measure(document.documentElement);
  if (size.deepest > maxDepth) {
    parentPort.postMessage({ ok: false, reason: "is nested too deeply to read (more than " + maxDepth + " levels)" });
  } else if (size.elements > maxElements) {
    parentPort.postMessage({ ok: false, reason: "is too large to read (more than " + maxElements.toLocaleString("en-US") + " elements)" });
  } else {
    const meta = [];
    for (const element of document.querySelectorAll("meta")) {
      const key = (element.getAttribute("property") ?? element.getAttribute("name") ?? element.getAttribute("itemprop") ?? "").trim().toLowerCase();
      const content = (element.getAttribute("content") ?? "").trim();
      if (key && content) meta.push([key, content]);
    }
    const jsonLdScripts = Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? "");
    const baseHref = document.querySelector("base[href]")?.getAttribute("href") ?? undefined;
    const links = [];
    for (const link of document.querySelectorAll("link[rel]")) {
      const href = (link.getAttribute("href") ?? "").trim();
      if (href) links.push({ rels: (link.getAttribute("rel") ?? "").toLowerCase().split(/\\s+/), href });
    }
    const documentTitle = document.querySelector("title")?.textContent ?? undefined;
    let article = null;
    try {
      // Read after the metadata: Readability rewrites the document.
      const parsed = new Readability(document, { maxElemsToParse: maxElements }).parse();
      if (parsed) {
        article = {
          title: parsed.title ?? undefined,
          content: parsed.content ?? undefined,
          excerpt: parsed.excerpt ?? undefined,
          publishedTime: parsed.publishedTime ?? undefined,
        };
      }
    } catch {
      // Readability gives up on some malformed documents: a page with no article.
    }
    parentPort.postMessage({ ok: true, facts: { meta, jsonLdScripts, baseHref, links, documentTitle, article } });
  }
} catch (error) {
  parentPort.postMessage({ ok: false, reason: "could not be read as HTML" });
}
`;

const resolveModule = createRequire(import.meta.url).resolve;
const libraries = {
  linkedomPath: resolveModule("linkedom"),
  readabilityPath: resolveModule("@mozilla/readability"),
};

export async function readPageInWorker(html: string, limits = pageReadLimits): Promise<PageReading> {
  const outcome = await runWorker<PageReading>(workerSource, {
    workerData: { html, maxElements: limits.maxElements, maxDepth: limits.maxDepth, ...libraries },
    timeoutMs: limits.timeoutMs,
    maxHeapMb: limits.maxHeapMb,
  });
  switch (outcome.kind) {
    case "message":
      return outcome.message;
    case "timeout":
      return { ok: false, reason: `took too long to read (more than ${Math.round(limits.timeoutMs / 1000)} seconds)` };
    case "out-of-memory":
      return { ok: false, reason: "is too large to read" };
    case "failed":
      return { ok: false, reason: "could not be read as HTML" };
  }
}
