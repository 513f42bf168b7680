import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferModuleScript } from "./deferred-module-script";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint";

async function run(chunks: (string | Buffer)[], headEnd?: string): Promise<string> {
  return text(
    Readable.from(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk))).pipe(
      loadScriptsAfterFirstPaint({ headEnd }),
    ),
  );
}

// The shape React Router's <Scripts /> renders (head preloads, then the inline module in the body).
const moduleScript = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-3.js","imports":["/assets/framework-4.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-3.js");`;
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/assets/lora.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/framework-4.js" nonce="n0"/>' +
  "<style>main>p{margin:0}</style></head><body><main><p>Untangled — é ü 💬</p></main>" +
  '<script nonce="n0">window.__reactRouterContext = {"a":1 < 2};</script>' +
  `<script nonce="n0" type="module" async="">${moduleScript}</script>` +
  '<script nonce="n0">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("deferring React Router's module script", () => {
  it("imports the route modules only after the first paint and the reader's first move, with the head's preloads added back then", () => {
    const deferred = deferModuleScript(moduleScript, ["/assets/entry.client-3.js", "/assets/framework-4.js"])!;
    expect(deferred).not.toMatch(/^\s*import \* as/m);
    const wait = deferred.indexOf("first-contentful-paint");
    const preloads = deferred.indexOf('"modulepreload"');
    const imports = deferred.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js")]);',
    );
    // load-on-intent-script.ts leaves the promise of the reader's first move (ADR 0034).
    const intent = deferred.indexOf("await window.__scriptsWanted;");
    expect(wait).toBeGreaterThan(-1);
    expect(intent).toBeGreaterThan(wait);
    expect(preloads).toBeGreaterThan(intent);
    expect(imports).toBeGreaterThan(preloads);
    expect(deferred).toContain('["/assets/entry.client-3.js","/assets/framework-4.js"]');
    // The rest of the script is kept as React Router wrote it, after the imports.
    expect(deferred.indexOf('window.__reactRouterRouteModules = {"root":route0')).toBeGreaterThan(imports);
    expect(deferred).toContain('import("/assets/entry.client-3.js");');
  });

  it("writes React Router's indented route manifest compactly, as the same object", () => {
    const manifest = {
      entry: { module: "/assets/entry.client-3.js", imports: ["/assets/framework-4.js"] },
      url: "/m.js",
    };
    const indented = moduleScript.replace(
      /window\.__reactRouterManifest = .*;/,
      `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
    );
    const deferred = deferModuleScript(indented, [])!;
    expect(deferred).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`);
    expect(deferred).toContain('window.__reactRouterRouteModules = {"root":route0');
  });

  it("leaves a script of any other shape alone", () => {
    expect(deferModuleScript('import("/assets/entry.client.js");', [])).toBeUndefined();
    expect(deferModuleScript('import * as a from "/a.js";\nimport "/side-effect.js";', [])).toBeUndefined();
    expect(deferModuleScript('import * as a from "/a.js";\nimport { b } from "/b.js";', [])).toBeUndefined();
  });
});

describe("loading the page's scripts after its first paint, in streamed HTML", () => {
  const expected = page
    .replace('<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n0"/>', "")
    .replace('<link rel="modulepreload" href="/assets/framework-4.js" nonce="n0"/>', "")
    .replace(moduleScript, deferModuleScript(moduleScript, ["/assets/entry.client-3.js", "/assets/framework-4.js"])!);

  it("takes the preloads out of the head and defers the module script, leaving everything else alone", async () => {
    expect(await run([page])).toBe(expected);
  });

  it("does the same whatever byte the stream is split at, and keeps multi-byte characters whole", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `split at byte ${cut}`).toBe(expected);
    }
  });

  it("does the same when the page arrives in many small chunks", async () => {
    const bytes = Buffer.from(page);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    expect(await run(chunks)).toBe(expected);
  });

  it("puts the markup it is given just before the end of the head, wherever the stream is split", async () => {
    const script = "<script>holdClicks()</script>";
    const withScript = expected.replace("</head>", `${script}</head>`);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 5) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)], script), `split at byte ${cut}`).toBe(withScript);
    }
  });

  it("passes a document without scripts or preloads through unchanged", async () => {
    expect(await run(["<p>a < b</p>", "<"])).toBe("<p>a < b</p><");
    const plain = "<html><head><title>x</title></head><body><p>a &lt; b</p></body></html>";
    expect(await run([plain])).toBe(plain);
  });

  it("sends a module script it cannot recognise as it is", async () => {
    const other = '<html><head></head><body><script type="module">import { x } from "/x.js";</script></body></html>';
    expect(await run([other])).toBe(other);
  });
});
