import { createRequire } from "node:module";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";

/**
 * Very common passwords (ASVS 2.1.7), refused when a password is chosen: sign-up, the password change
 * and the admin CLI. The list is zxcvbn's common-password dictionary (`@zxcvbn-ts/language-common`,
 * about 49,000 passwords from public leaks, shipped offline in the package): checking against breach
 * corpora needs an outside service, a decision not taken. Compared ignoring case, and also catching
 * the usual disguises of a listed password: written backwards, with @ 0 3 $ for a o e s, with up to
 * four digits or symbols added ("summer2024"), or the same few characters repeated ("abcabc").
 *
 * Server only, under `.server/` so the client build refuses to import it: the dictionary is about
 * 380 kB of JavaScript that no page needs. Loaded when a password is first checked, not with the
 * server: the module and the set cost the idle server about 10 MB (docs/decisions/0025-server-memory.md).
 */
let loaded: ReadonlySet<string> | undefined;
const commonPasswords = (): ReadonlySet<string> =>
  (loaded ??= new Set(
    (createRequire(import.meta.url)("@zxcvbn-ts/language-common") as typeof LanguageCommon).dictionary[
      "passwords-common"
    ],
  ));

const unleet: Readonly<Record<string, string>> = { "@": "a", "0": "o", "3": "e", $: "s" };

function forms(password: string): string[] {
  const lower = password.toLowerCase();
  const plain = lower.replace(/[@03$]/g, (character) => unleet[character]!);
  const stem = lower.replace(/[\d\W_]{1,4}$/, "");
  return [lower, [...lower].reverse().join(""), plain, ...(stem.length >= 4 ? [stem] : [])];
}

/** "aaaaaa", "abcabc", "guestguest": a short piece, or a listed password, said again and again. */
function isRepetition(password: string): boolean {
  const piece = /^(.+?)\1+$/s.exec(password.toLowerCase())?.[1];
  return piece !== undefined && (piece.length <= 5 || commonPasswords().has(piece));
}

/** "987654321", "abcdefg": characters counting up or down by one. */
function isRun(password: string): boolean {
  const codes = [...password.toLowerCase()].map((character) => character.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return (step === 1 || step === -1) && codes.every((code, index) => index === 0 || code - codes[index - 1]! === step);
}

export function isCommonPassword(password: string): boolean {
  return forms(password).some((form) => commonPasswords().has(form)) || isRepetition(password) || isRun(password);
}

export const commonPasswordMessage = "This password is too common. Choose another.";
