import type { Auth } from "./create-auth";
import type { Actor } from "./security-events";

/**
 * Who a two-step sign-in belongs to, for the security log only. Better Auth's short-lived
 * two_factor cookie holds a random verification identifier (signed); the verification row names the
 * user. The signature is not checked here: a forged identifier simply finds no row, and nothing but
 * the log line depends on the answer (Better Auth checks the cookie itself before accepting a code).
 */
export async function pendingTwoFactorUser(auth: Auth, headers: Headers): Promise<Actor | undefined> {
  return pendingTwoFactorUserIn(await auth.$context, headers);
}

type UserLookup = {
  internalAdapter: {
    findVerificationValue(identifier: string): Promise<{ value: string } | null | undefined>;
    findUserById(id: string): Promise<{ id: string; email: string } | null | undefined>;
  };
};

/** The same, given Better Auth's context (inside one of its hooks). */
export async function pendingTwoFactorUserIn(context: UserLookup, headers: Headers): Promise<Actor | undefined> {
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]+)/.exec(headers.get("cookie") ?? "");
  if (!match) return undefined;
  let signed: string;
  try {
    signed = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  const identifier = signed.slice(0, signed.lastIndexOf("."));
  if (!identifier) return undefined;
  const verification = await context.internalAdapter.findVerificationValue(identifier);
  if (!verification) return undefined;
  const user = await context.internalAdapter.findUserById(verification.value);
  return user ? { userId: user.id, email: user.email } : undefined;
}
