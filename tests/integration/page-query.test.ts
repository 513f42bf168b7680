/**
 * Every public page's loader reads from the query only what app/content/public-pages.ts declares for
 * it (`pageQueryParameters`), which is what the page cache keys the page on (server/page-cache-key.ts).
 * A loader that read one more parameter would be served, from the cache, the page rendered without
 * it; this calls each loader with the declared parameters and an undeclared one and watches every
 * read of the request's query.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedSampleContent } from "~/.server/content/seed-sample-content";
import { requestInfoContext } from "~/.server/request-context";
import { pageQueryParameters, publicPagePatterns, publicPages } from "~/content/public-pages";
import { queryParametersOf } from "~/lib/page-query";
import routes from "~/routes";
import { contextWithServices } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/** A value each kind of parameter could hold, so the loader takes the path that reads it. */
const sampleValue = { search: "custody", value: "2", moment: "12:34", "moment-end": "13:32" } as const;
const undeclared = "probe-undeclared";

const pages = [
  ...publicPages.map((page) => ({ path: page.path, pattern: page.path })),
  ...publicPagePatterns.map((page) => ({ path: page.example, pattern: page.pattern })),
];

function routeFile(pattern: string): string {
  const route = routes.find((entry) => `/${entry.path ?? ""}` === pattern);
  if (!route) throw new Error(`No route for ${pattern} in app/routes.ts`);
  return route.file;
}

function paramsOf(path: string, pattern: string): Record<string, string> {
  const parts = path.split("/");
  return Object.fromEntries(
    pattern
      .split("/")
      .flatMap((part, index) => (part.startsWith(":") ? [[part.slice(1), parts[index]!] as const] : [])),
  );
}

/** The names read from a URLSearchParams holding exactly `query` while `run` runs. */
async function namesReadFrom(query: string, run: () => unknown): Promise<Set<string>> {
  const byName = (["get", "getAll", "has"] as const).map((method) => vi.spyOn(URLSearchParams.prototype, method));
  const whole = (["forEach", "entries", "keys", "values", Symbol.iterator] as const).map((method) =>
    vi.spyOn(URLSearchParams.prototype, method),
  );
  try {
    await run();
    const names = new Set<string>();
    for (const spy of byName) {
      spy.mock.contexts.forEach((self, index) => {
        if (String(self) === query) names.add(String(spy.mock.calls[index]![0]));
      });
    }
    for (const spy of whole) {
      if (spy.mock.contexts.some((self) => String(self) === query)) names.add("(every parameter)");
    }
    return names;
  } finally {
    [...byName, ...whole].forEach((spy) => spy.mockRestore());
  }
}

describe.each(testDatabaseKinds)("the query parameters public pages read, on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await seedSampleContent(database.db);
  });
  afterEach(() => vi.restoreAllMocks());

  it("are the ones their cache key keeps, for every page's loader", async () => {
    const checked: string[] = [];
    for (const { path, pattern } of pages) {
      const module = (await import(/* @vite-ignore */ `../../app/${routeFile(pattern)}`)) as {
        loader?: (args: unknown) => Promise<unknown>;
      };
      if (!module.loader) continue;
      const declared = queryParametersOf(path);
      const search = new URLSearchParams([
        ...declared.map(([name, kind]) => [name, sampleValue[kind]] as [string, string]),
        [undeclared, "1"],
      ]).toString();
      const request = new Request(`http://localhost:3000${path}?${search}`);
      const context = contextWithServices({ db: database.db });
      context.set(requestInfoContext, { requestId: "page-query", clientIp: "192.0.2.1", cspNonce: "" });
      const read = await namesReadFrom(search, () =>
        module.loader!({ request, params: paramsOf(path, pattern), context, url: new URL(request.url), pattern }),
      );
      expect([...read].sort(), path).toEqual(declared.map(([name]) => name).sort());
      checked.push(path);
    }
    // Every page with parameters has a loader that reads them (guest-opportunities reads its tab in
    // the component, through the same readPageQuery), and the pages without any were called too.
    expect(checked).toEqual(
      expect.arrayContaining(["/", "/episodes", "/blog", "/guests", "/episodes/spousal-support-myths-busted"]),
    );
    expect(Object.keys(pageQueryParameters)).toContain("/guest-opportunities");
  });
});
