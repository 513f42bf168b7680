import { Transform } from "node:stream";
import { deferModuleScript } from "./deferred-module-script";

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const hrefAttribute = /\shref="([^"]*)"/;
const moduleScriptStart = /<script\b[^>]*\stype="module"[^>]*>/;
const scriptEnd = "</script>";
const headEnd = "</head>";

/**
 * Makes the page's JavaScript wait for its first paint, as the HTML streams out
 * (docs/decisions/0017-scripts-after-first-paint.md). The server-rendered page is complete without
 * JavaScript, so its text, fonts and images get the connection first and the ~120 KB that makes it
 * interactive follows: the module preloads React Router puts in the head are taken out, and its
 * inline module script is rewritten (deferred-module-script.ts) to add them back and import the
 * route modules once the browser reports the first contentful paint. (React Router renders both
 * itself and has no option for when they load.)
 *
 * Works on the bytes as latin1 text, one character a byte, so a UTF-8 character split between two
 * chunks passes through intact: every pattern here is ASCII. Past the module script, chunks go
 * through untouched.
 */
export function loadScriptsAfterFirstPaint({
  onFinal,
  headEnd: headEndMarkup = "",
}: {
  onFinal?: () => void;
  /** Markup put just before `</head>`: the inline script that holds early clicks (early-click-script.ts). */
  headEnd?: string;
} = {}): Transform {
  let phase: "head" | "body" | "done" = "head";
  let pending = "";
  const preloadHrefs: string[] = [];

  /** Returns what can be sent now and keeps in `pending` what must wait for more bytes. */
  function process(text: string, final: boolean): string {
    let out = "";
    let rest = text;
    if (phase === "head") {
      const end = rest.indexOf(headEnd);
      const upTo = end === -1 ? (final ? rest.length : safeCut(rest)) : end;
      out += rest.slice(0, upTo).replace(modulePreload, (tag) => {
        const href = hrefAttribute.exec(tag)?.[1];
        if (href) preloadHrefs.push(href);
        return "";
      });
      if (end !== -1) out += headEndMarkup + headEnd;
      rest = rest.slice(upTo + (end === -1 ? 0 : headEnd.length));
      if (end === -1) {
        pending = rest;
        return out;
      }
      phase = "body";
    }
    if (phase === "body") {
      const start = moduleScriptStart.exec(rest);
      const contentStart = start ? start.index + start[0].length : -1;
      const close = start ? rest.indexOf(scriptEnd, contentStart) : -1;
      if (!start || close === -1) {
        const upTo = final ? rest.length : start ? start.index : safeCut(rest);
        pending = rest.slice(upTo);
        return out + rest.slice(0, upTo);
      }
      const content = rest.slice(contentStart, close);
      out += rest.slice(0, contentStart) + (deferModuleScript(content, preloadHrefs) ?? content);
      rest = rest.slice(close);
      phase = "done";
    }
    pending = "";
    return out + rest;
  }

  return new Transform({
    final(callback) {
      onFinal?.();
      callback();
    },
    transform(chunk: Buffer, _encoding, callback) {
      if (phase === "done") return callback(null, chunk);
      callback(null, Buffer.from(process(pending + chunk.toString("latin1"), false), "latin1"));
    },
    flush(callback) {
      callback(null, Buffer.from(process(pending, true), "latin1"));
    },
  });
}

/** Where to stop sending: before a tag that has begun but not ended, which a pattern may still match. */
function safeCut(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  return lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
}
