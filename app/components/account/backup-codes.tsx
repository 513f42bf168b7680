/** Backup codes are shown once: each signs in one time when the authenticator app is not at hand. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="rounded-2xl bg-sand-100 p-5">
      <h3 className="font-semibold text-ink-900">Backup codes</h3>
      <p className="mt-1 text-sm text-ink-700">Save these somewhere safe. Each works once; they are not shown again.</p>
      <ul
        aria-label="Backup codes"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-ink-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
