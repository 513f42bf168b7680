import crypto from "node:crypto";

/**
 * Backup codes people copy by hand from paper: no characters that look alike in common fonts
 * (no 0/O, 1/I/L), upper case only, and matched without regard to case, spaces or dashes. Better
 * Auth's own codes mix upper and lower case from the full alphanumerics and compare exactly; its
 * `backupCodeOptions.customBackupCodesGenerate` takes these instead (create-auth.ts), and
 * `matchBackupCode` turns what was typed into the stored code before Better Auth compares
 * (two-factor-options.ts), which also lets codes issued before keep working in any case.
 */
export const backupCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** 10 characters of 31 (about 49.5 bits), as Better Auth's 10 of 62 less case, shown as XXXXX-XXXXX. */
const codeLength = 10;
const codeCount = 10;

export function generateBackupCodeSet(): string[] {
  return Array.from({ length: codeCount }, () => {
    const code = Array.from(
      { length: codeLength },
      () => backupCodeAlphabet[crypto.randomInt(backupCodeAlphabet.length)],
    ).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The code without case, spaces or separators: what two spellings of one code share. */
export function canonicalBackupCode(code: string): string {
  return code
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "");
}

/** The stored code that was meant, spelled as stored, or undefined when none matches. */
export function matchBackupCode(typed: string, stored: readonly string[]): string | undefined {
  const wanted = canonicalBackupCode(typed);
  if (!wanted) return undefined;
  return stored.find((code) => canonicalBackupCode(code) === wanted);
}
