import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { ServerParts } from "~/lib/server-parts";
import { appServicesContext } from "./.server/app-context";
import { logger } from "./.server/logger";
import { emailSubscriptionsOn } from "./.server/subscribers/subscriber-settings";
import { requestInfoContext } from "./.server/request-context";
import stylesheetHref from "./app.css?url";
import { BrandFontPreloads } from "./.server/brand-fonts";
import { readBuiltStylesheet } from "./.server/built-stylesheet";
import { earlyClickScript } from "./.server/early-click-script";
import { loadOnIntentScript } from "./.server/load-on-intent-script";
import { firstPageViewScript } from "./.server/first-page-view-script";
import { imageFallbackScript } from "./.server/image-fallback-script";
import { quickExitScript } from "./.server/quick-exit-script";
import { headLinksMarkup } from "./.server/head-links";
import { headMetaMarkup } from "./.server/head-meta";
import { structuredDataMarkup } from "./.server/structured-data";
import { loadScriptsAfterFirstPaint } from "./.server/scripts-after-first-paint";
import { InlineStylesheetContext } from "./lib/inline-stylesheet";
import { NonceContext } from "./lib/nonce";

export { serverApi } from "./.server/server-api";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce, forPageCache } = loadContext.get(requestInfoContext);
  // The footer's sign-up form, with SMTP_URL and MAIL_FROM only; the footer is the server's alone, so no page pays for it in JavaScript.
  const services = loadContext.get(appServicesContext);
  const emailSignup = services ? emailSubscriptionsOn(services.env) : false;
  // With ANALYTICS=off no counting script reaches the browser at all, as the privacy page says.
  const analyticsOn = services?.env.ANALYTICS === "on";
  const Footer = (props: { year?: number }) => <SiteFooter {...props} emailSignup={emailSignup} />;
  // Development serves CSS through Vite (with hot reload) as a normal stylesheet link instead.
  const inlineCss = import.meta.env.DEV ? undefined : readBuiltStylesheet(stylesheetHref);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the complete document in one piece; people get the shell as
    // soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      forPageCache || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={cspNonce}>
        <InlineStylesheetContext.Provider value={inlineCss}>
          <BrandFontPreloads />
          <ServerParts value={{ Footer }}>
            <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
          </ServerParts>
        </InlineStylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: cspNonce,
        // Completed Suspense boundaries stay inline where they render, however long the document: React
        // would otherwise move them to the end of the stream behind a script that reveals them, and the
        // page (a lazily hydrated section, app/lib/lazy-rendered.ts) would show nothing without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The response body: the rendered HTML, its scripts set to load after the first paint.
          const body = loadScriptsAfterFirstPaint({
            headEnd:
              `<script${cspNonce ? ` nonce="${cspNonce}"` : ""}>${loadOnIntentScript};${analyticsOn ? `${firstPageViewScript};` : ""}${earlyClickScript};${imageFallbackScript};${quickExitScript}</script>` +
              structuredDataMarkup(loadContext) +
              headLinksMarkup(loadContext) +
              headMetaMarkup(loadContext),
            onFinal() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by the request handler.
          if (shellRendered) logger.error({ err: error, url: request.url }, "render error");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests (the visitor navigated away) are not errors worth a log line.
  if (request.signal.aborted) return;
  logger.error({ err: error, url: request.url }, "unhandled error in loader or action");
}
