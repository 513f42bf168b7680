/**
 * First-load JavaScript per route: every script the page pulls in before any interaction (script
 * src, modulepreload, imports of inline module scripts, React Router's manifest for the matched
 * routes, and the static imports of all of those), summed as gzip bytes.
 */
import { fetchRaw, gzipSize } from "./fetch-raw.ts";
import { leadingStaticImports, manifestFirstLoad, parseManifest, parsePageScripts } from "./html-scripts.ts";
import type { FirstLoadJsResult, ScriptAsset } from "./types.ts";

type Via = ScriptAsset["via"];

function isJavaScript(url: string, contentType: string): boolean {
  return /javascript|ecmascript/i.test(contentType) || /\.m?js(?:$|\?)/.test(new URL(url).pathname);
}

async function fetchAsset(url: string, via: Via): Promise<{ asset: ScriptAsset; code: string }> {
  try {
    const response = await fetchRaw(url);
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    const serverCompressed = response.encoding === "gzip" || response.encoding === "x-gzip";
    return {
      asset: {
        url,
        via,
        rawBytes: response.body.length,
        // Always the body at gzip level 9, as server/precompressed-assets.ts serves it once warm: the
        // wire size would depend on whether this was the file's first request (answered with the
        // per-request compression, some 180 bytes larger on the framework file) or a later one.
        gzipBytes: gzipSize(response.body),
        serverCompressed,
      },
      code: isJavaScript(url, response.contentType) ? response.body.toString("utf8") : "",
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { asset: { url, via, rawBytes: 0, gzipBytes: 0, serverCompressed: false, error: message }, code: "" };
  }
}

async function measurePage(origin: string, routePath: string): Promise<FirstLoadJsResult> {
  const url = new URL(routePath, origin).href;
  const result: FirstLoadJsResult = {
    path: routePath,
    url,
    status: 0,
    totalGzipBytes: 0,
    totalRawBytes: 0,
    inlineGzipBytes: 0,
    assets: [],
  };
  let html: string;
  try {
    const page = await fetchRaw(url);
    result.status = page.status;
    html = page.body.toString("utf8");
    if (page.status !== 200) result.error = `the page answered HTTP ${page.status}`;
  } catch (error) {
    result.error = `could not fetch the page: ${error instanceof Error ? error.message : String(error)}`;
    return result;
  }

  const scripts = parsePageScripts(html);
  result.inlineGzipBytes = scripts.inlineCode.length > 0 ? gzipSize(scripts.inlineCode.join("\n")) : 0;

  const pending = new Map<string, Via>();
  const seen = new Set<string>();
  const enqueue = (specifier: string, base: string, via: Via) => {
    let absolute: string;
    try {
      absolute = new URL(specifier, base).href;
    } catch {
      return;
    }
    if (!/^https?:/.test(absolute) || seen.has(absolute)) return;
    seen.add(absolute);
    pending.set(absolute, via);
  };

  for (const src of scripts.scriptSrcs) enqueue(src, url, "script");
  for (const href of scripts.preloads) enqueue(href, url, "modulepreload");
  for (const specifier of scripts.inlineImports) enqueue(specifier, url, "inline-import");
  const inlineImported = new Set(scripts.inlineImports.map((specifier) => new URL(specifier, url).href));
  const isImported = (module: string) => inlineImported.has(new URL(module, url).href);
  let manifestUsed = false;
  if (scripts.manifest) {
    manifestUsed = true;
    for (const file of manifestFirstLoad(scripts.manifest, isImported)) enqueue(file, url, "manifest");
  }

  // Breadth-first over the module graph; each level is fetched in parallel.
  while (pending.size > 0) {
    const level = [...pending];
    pending.clear();
    const fetched = await Promise.all(level.map(([assetUrl, via]) => fetchAsset(assetUrl, via)));
    for (const { asset, code } of fetched) {
      result.assets.push(asset);
      if (!code) continue;
      for (const specifier of leadingStaticImports(code)) enqueue(specifier, asset.url, "static-import");
      // With route discovery "initial" the manifest is an external module rather than inline.
      if (!manifestUsed) {
        const manifest = parseManifest(code);
        if (manifest) {
          manifestUsed = true;
          for (const file of manifestFirstLoad(manifest, isImported)) enqueue(file, url, "manifest");
        }
      }
    }
  }

  result.assets.sort((a, b) => b.gzipBytes - a.gzipBytes);
  result.totalGzipBytes = result.assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  result.totalRawBytes = result.assets.reduce((sum, asset) => sum + asset.rawBytes, 0);
  const broken = result.assets.filter((asset) => asset.error);
  if (broken.length > 0) {
    const problems = `${broken.length} script(s) could not be fetched: ${broken.map((a) => `${a.url} (${a.error})`).join(", ")}`;
    result.error = result.error ? `${result.error}; ${problems}` : problems;
  }
  return result;
}

export async function measureFirstLoadJs(origin: string, paths: string[]): Promise<FirstLoadJsResult[]> {
  const results: FirstLoadJsResult[] = [];
  for (const routePath of paths) {
    const result = await measurePage(origin, routePath);
    console.log(
      `bench: first-load JS ${routePath}: ${(result.totalGzipBytes / 1024).toFixed(1)} KB gzip in ${result.assets.length} file(s)` +
        (result.error ? ` (problem: ${result.error})` : ""),
    );
    results.push(result);
  }
  return results;
}
