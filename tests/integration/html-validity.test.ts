import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPagePatterns, publicPages } from "~/content/public-pages";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { walkAdminRoutes } from "../helpers/admin-routes";
import { signUpAndSignIn, startProductionServer } from "../helpers/server-process";

/**
 * The W3C Nu HTML Checker (vnu-jar) over every public page (app/content/public-pages.ts, one page of
 * each kind made from content, the episode with a transcript), the sign-in and account pages and
 * every admin page, as the production server renders them: no HTML errors. It needs Java; without it
 * the test is skipped with a notice rather than failed, except where HTML_CHECKER_REQUIRED is set
 * (CI, .ci/run, which installs Java when missing).
 */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const hasJava = !spawnSync("java", ["-version"], { stdio: "ignore" }).error;
const required = Boolean(process.env.HTML_CHECKER_REQUIRED);
if (!hasJava && !required) {
  console.warn("html-validity.test.ts: skipped, `java` is not installed (the Nu HTML Checker needs it).");
}

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

/**
 * The checker's own gaps, and only those: its CSS checker predates today's CSS that the inlined
 * stylesheet (Tailwind 4) uses, so it reports valid CSS as errors, all prefixed "CSS: " (`@property`,
 * `margin-trim`, custom properties in `transition-property`); and it allows `blocking` on a `<link>`
 * only for stylesheets, while the HTML standard allows it on `<link rel="expect">` too (ADR 0018).
 */
function isCheckerGap(message: VnuMessage): boolean {
  if (message.message.startsWith("CSS: ")) return true;
  return (
    message.message ===
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”." &&
    /<link rel="expect" href="#page-end" blocking="render"\/?>/.test(message.extract ?? "")
  );
}

const ADMIN = { email: "owner@html-validity.test", password: "owner-password-123" };

describe.skipIf(!hasJava && !required)("the HTML of every page, read by the W3C Nu HTML Checker", () => {
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "html-validity-pages-"));
  let server: Awaited<ReturnType<typeof startProductionServer>>;

  beforeAll(async () => {
    ensureBuild();
    server = await startProductionServer({
      env: {
        ADMIN_EMAILS: ADMIN.email,
        SAMPLE_CONTENT: "on",
        // The footer's "Get new episodes by email" form on every page, and /subscribe (ADR 0033). No
        // sign-up is made, so nothing is sent to this address, where nothing listens.
        SMTP_URL: "smtp://127.0.0.1:9",
        MAIL_FROM: "news@html-validity.test",
      },
      readyTimeoutMs: 150_000,
    });
  }, 240_000);

  afterAll(async () => {
    await server.stop();
    fs.rmSync(pagesDir, { recursive: true, force: true });
  });

  it("finds no HTML error on the public pages, the sign-in and account pages and the admin pages", async () => {
    const publicPaths = [
      ...publicPages.map((page) => page.path),
      ...publicPagePatterns.map((page) => page.example),
      // The sample episode with a transcript and chapters (app/content/sample-transcript.ts).
      "/episodes/when-your-ex-wont-follow-the-parenting-plan",
      // Its embeddable player, a document of its own (docs/decisions/0031-embed-player.md).
      "/embed/episodes/when-your-ex-wont-follow-the-parenting-plan",
      "/subscribe",
      "/auth",
      "/auth?tab=signup",
      "/no-such-page",
    ];
    const adminPaths = [
      "/account/security",
      ...walkAdminRoutes()
        .doors.filter((door) => door.kind === "page" && door.file.endsWith(".tsx") && !door.path.includes(":"))
        .map((door) => door.path),
    ];
    expect(adminPaths).toEqual(expect.arrayContaining(["/admin", "/admin/episodes", "/admin/settings"]));
    const cookie = await signUpAndSignIn(server.base, ADMIN);

    const saved = new Map<string, string>();
    for (const [index, pagePath] of [...publicPaths, ...adminPaths].entries()) {
      const signedIn = adminPaths.includes(pagePath);
      const response = await fetch(`${server.base}${pagePath}`, signedIn ? { headers: { cookie } } : {});
      expect(response.status, pagePath).toBe(pagePath === "/no-such-page" ? 404 : 200);
      expect(response.headers.get("content-type"), pagePath).toMatch(/^text\/html/);
      const file = path.join(pagesDir, `${String(index).padStart(2, "0")}.html`);
      fs.writeFileSync(file, await response.text());
      // The checker names each file by its file: URL.
      saved.set(`file:${file}`, pagePath);
    }

    // One run over every page: the checker's start-up (a JVM) is most of its time.
    const run = spawnSync(
      "java",
      ["-jar", vnuJar, "--format", "json", "--stdout", ...[...saved.keys()].map((url) => url.slice("file:".length))],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, "the Nu HTML Checker needs `java`").toBeUndefined();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .filter((message) => !isCheckerGap(message))
      .map((message) => ({
        page: saved.get(message.url ?? "") ?? message.url,
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
    expect(errors).toEqual([]);
    // It read every page: each has at least a note (React writes `<meta …/>`, "trailing slash on void
    // elements"), so an empty answer cannot pass for a clean one.
    expect(new Set(messages.map((message) => message.url))).toEqual(new Set(saved.keys()));
  }, 240_000);
});
