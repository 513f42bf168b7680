import { useEffect } from "react";

/** Well inside the 30-minute idle limit (app/.server/auth/session-lifetime.ts). */
const pingEveryMs = 5 * 60 * 1000;

/**
 * Typing is use, though it sends nothing until the form is saved: while someone types on this page,
 * tell the server at most every five minutes, so an admin writing a long post is not signed out
 * for being idle and does not lose the text on saving. A page left alone still expires as before,
 * and the 12-hour limit holds whatever happens here.
 */
export function useKeepSessionAlive() {
  useEffect(() => {
    let lastPing = Date.now();
    const onInput = () => {
      if (Date.now() - lastPing < pingEveryMs) return;
      lastPing = Date.now();
      // Reading the session refreshes it; a failure changes nothing (the save will say what is wrong).
      fetch("/api/auth/get-session", { credentials: "same-origin", cache: "no-store" }).catch(() => undefined);
    };
    document.addEventListener("input", onInput, { capture: true });
    return () => document.removeEventListener("input", onInput, { capture: true });
  }, []);
}
