import { useState } from "react";
import { embedIframeHtml, embedPath, embedSize } from "~/lib/embed-code";

/**
 * "Embed this episode" (docs/decisions/0031-embed-player.md): the embeddable player's iframe code in
 * a read-only field, which can be selected and copied by hand without JavaScript, and a "Copy embed
 * code" button. A disclosure, so the page is as long as before until it is opened. The episode page
 * renders it on the server and loads this code after its own (lazyRendered), so its first load
 * carries none of it; the copy uses the browser's clipboard, no library.
 */
export function EmbedCode({
  slug,
  title,
  publicUrl,
  hasChapters,
}: {
  slug: string;
  title: string;
  publicUrl: string;
  hasChapters: boolean;
}) {
  const [status, setStatus] = useState("");
  const code = embedIframeHtml({ src: `${publicUrl}${embedPath(slug)}`, title, ...embedSize({ hasChapters }) });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus("Embed code copied.");
    } catch {
      setStatus("Copying was not allowed: select the code above and copy it.");
    }
  };
  return (
    <details className="mt-6 rounded-2xl border border-sand-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-brand-800">Embed this episode</summary>
      <label htmlFor="embed-code" className="mt-3 block text-sm text-ink-800">
        Paste this code into your website to show the player there:
      </label>
      <textarea
        id="embed-code"
        readOnly
        rows={3}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 w-full resize-none rounded-lg border border-sand-300 bg-sand-50 p-2 font-mono text-xs break-all text-ink-900"
      />
      <div className="js-only mt-2 flex flex-wrap items-center gap-3 text-sm">
        <button
          type="button"
          onClick={copy}
          className="rounded-full border border-sand-300 px-4 py-2 font-semibold text-brand-800 hover:bg-sand-100"
        >
          Copy embed code
        </button>
        <span role="status" className="text-ink-700">
          {status}
        </span>
      </div>
    </details>
  );
}
