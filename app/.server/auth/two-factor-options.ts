import { APIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { matchBackupCode } from "./backup-codes";
import type { Database } from "../db/client";
import { claimTotpCode } from "./factor-changes";
import { pendingTwoFactorUserIn } from "./two-factor-pending";

/**
 * Better Auth's two-step endpoints accept `trustDevice: true`, which sets a cookie that skips the
 * second factor on that browser for 30 days. The site never offers it (a second factor an attacker's
 * browser can switch off for a month is not one), so a request asking for it is refused, whichever
 * way it reaches Better Auth. A `hooks.before` for createAuth.
 */
export function refuseTrustDevice(ctx: { path?: string; body?: unknown }): void {
  if (!ctx.path?.startsWith("/two-factor/")) return;
  const body = ctx.body as { trustDevice?: unknown } | undefined;
  if (body && typeof body === "object" && body.trustDevice) {
    throw new APIError("BAD_REQUEST", { message: "This site does not remember devices.", code: "TRUST_DEVICE_OFF" });
  }
}

type TotpHookContext = {
  path?: string;
  body?: unknown;
  headers?: Headers;
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
  context: {
    session?: { user: { id: string } } | null;
    secret: string;
    authCookies: { sessionToken: { name: string } };
    internalAdapter: {
      findSession(token: string): Promise<{ session: { expiresAt: Date }; user: { id: string } } | null>;
    };
  } & Parameters<typeof pendingTwoFactorUserIn>[0];
};

/**
 * One use per app code (factor-changes.ts, `claimTotpCode`), for every way a code reaches Better
 * Auth: the second sign-in step, confirming a new app, and the checks before turning it off or adding
 * a passkey; one claim per account and code, whichever of them sees the code first. A `hooks.before`
 * for createAuth, so the claim comes before Better Auth accepts the code and two requests racing with
 * one code cannot both pass. A code claimed before is swapped for one that can never match, so
 * Better Auth refuses it and counts it like any wrong code (its limits of 5 codes per sign-in and 10
 * failures in a row keep counting replays).
 */
export async function claimTotpCodeOnce(
  ctx: TotpHookContext,
  db: Database,
): Promise<{ context: { body: Record<string, unknown> } } | undefined> {
  if (ctx.path !== "/two-factor/verify-totp") return undefined;
  const body = ctx.body as { code?: unknown } | undefined;
  const code = String(body?.code ?? "").replace(/\s+/g, "");
  if (!code) return undefined;
  const userId = await codeOwner(ctx);
  if (!userId || (await claimTotpCode(db, { userId, code }))) return undefined;
  return { context: { body: { ...(body as Record<string, unknown>), code: replayedCode } } };
}

/**
 * Whose code it is, as Better Auth will decide: the signed-in user's (confirming an app, or the check
 * before a change on the account page), else the pending two-step sign-in's. Better Auth reads the
 * session only inside the endpoint, after this hook, so it is looked up here from the session cookie;
 * without that, codes given on the account page were never claimed (docs/security.md Q6).
 */
async function codeOwner(ctx: TotpHookContext): Promise<string | undefined> {
  if (ctx.context.session) return ctx.context.session.user.id;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (token) {
    const found = await ctx.context.internalAdapter.findSession(token);
    if (found && new Date(found.session.expiresAt).getTime() > Date.now()) return found.user.id;
  }
  return ctx.headers ? (await pendingTwoFactorUserIn(ctx.context, ctx.headers))?.userId : undefined;
}

type BackupCodeHookContext = TotpHookContext & {
  context: {
    secretConfig: Parameters<typeof symmetricDecrypt>[0]["key"];
    adapter: {
      findOne<T>(query: { model: string; where: { field: string; value: string }[] }): Promise<T | null>;
    };
  };
};

/**
 * A backup code as typed (any case, with or without its dash or spaces) becomes the stored code it
 * names before Better Auth compares exactly (backup-codes.ts); a code that names none goes on as
 * typed and is refused and counted like any wrong code. A `hooks.before` for createAuth, so the
 * site's form and Better Auth's HTTP endpoint read codes alike.
 */
export async function matchTypedBackupCode(
  ctx: BackupCodeHookContext,
): Promise<{ context: { body: Record<string, unknown> } } | undefined> {
  if (ctx.path !== "/two-factor/verify-backup-code") return undefined;
  const body = ctx.body as { code?: unknown } | undefined;
  const typed = String(body?.code ?? "");
  if (!typed) return undefined;
  const userId = await codeOwner(ctx);
  if (!userId) return undefined;
  const factor = await ctx.context.adapter.findOne<{ backupCodes: string }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  if (!factor?.backupCodes) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.backupCodes }));
  } catch {
    return undefined;
  }
  if (!Array.isArray(stored)) return undefined;
  const code = matchBackupCode(typed, stored.map(String));
  if (!code || code === typed) return undefined;
  return { context: { body: { ...(body as Record<string, unknown>), code } } };
}

/** Not six digits, so no authenticator ever produces it. */
const replayedCode = "used-before";
