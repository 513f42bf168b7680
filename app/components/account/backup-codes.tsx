import { useState } from "react";
import { buttonClassName } from "~/components/ui/button";
import { site } from "~/content/site";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Backup codes are shown once: each signs in one time when the authenticator app is not at hand.
 * They sit in a grid whose cells never break a code (monospace, no wrapping, columns at least a code
 * wide), with Copy (needs JavaScript, so it appears after hydration) and Download (a data: link, a
 * plain .txt file even without JavaScript).
 */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const hydrated = useHydrated();
  const [copyStatus, setCopyStatus] = useState("");
  const text = backupCodesText(codes);

  async function copy() {
    // Emptied first, so a second copy is announced again.
    setCopyStatus("");
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus("Copied");
    } catch {
      setCopyStatus("Could not copy: select the codes and copy them by hand.");
    }
  }

  return (
    <div className="rounded-2xl bg-sand-100 p-5">
      <h3 className="font-semibold text-ink-900">Backup codes</h3>
      <p className="mt-1 text-sm text-ink-700">Save these somewhere safe. Each works once; they are not shown again.</p>
      <ul
        aria-label="Backup codes"
        className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(13ch,1fr))] gap-2 font-mono text-sm text-ink-900"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {hydrated ? (
          <button
            type="button"
            onClick={() => void copy()}
            className={buttonClassName({ variant: "outline", size: "sm" })}
          >
            Copy codes
          </button>
        ) : null}
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={backupCodesFileName}
          className={buttonClassName({ variant: "outline", size: "sm" })}
        >
          Download codes (.txt)
        </a>
        <p role="status" aria-live="polite" className="text-sm font-medium text-ink-800">
          {copyStatus}
        </p>
      </div>
    </div>
  );
}

export const backupCodesFileName = `${site.podcastName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-backup-codes.txt`;

/** The file's text (and the clipboard's): what the codes are for, then one code per line. */
export function backupCodesText(codes: readonly string[]): string {
  return [
    `Backup codes for ${site.podcastName}`,
    "Each code signs you in once when your authenticator app is not at hand.",
    "",
    ...codes,
    "",
  ].join("\n");
}
