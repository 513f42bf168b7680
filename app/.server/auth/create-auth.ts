import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { jwt, twoFactor } from "better-auth/plugins";
import { site } from "~/content/site";
import { maxPasswordLength, minPasswordLength } from "~/lib/credentials-fields";
import type { Database } from "../db/client";
import * as authSchema from "../db/schema/auth";
import { betterAuthRateLimitStorage } from "../rate-limit/better-auth-storage";
import { betterAuthLogger } from "./better-auth-logger";
import { accountHasPasskey, logPasskeyRegistered, requireAdminUserVerification } from "./passkeys";
import { lastAdminMessage } from "./delete-account-messages";
import { grantAdminRole, releaseAdminRoleUnlessLast } from "./roles";
import { clientIpHeader } from "./security-events";
import { methodAfterEnrolment, signInMethodFor } from "./sign-in-method";
import { claimTotpCodeOnce, matchTypedBackupCode, refuseTrustDevice } from "./two-factor-options";
import { generateBackupCodeSet } from "./backup-codes";
import { sessionAbsoluteSeconds, sessionIdleSeconds, sessionRefreshSeconds } from "./session-lifetime";

export { clientIpHeader };

export type AuthOptions = {
  db: Database;
  secret: string;
  /** Canonical origin, e.g. https://example.com: cookies, passkeys and trusted origins follow it. */
  publicUrl: string;
  /** Emails that receive the admin role when they sign up. */
  adminEmails: readonly string[];
};

/**
 * Better Auth, configured for this site: email and password (no automatic sign-in after sign-up,
 * as the spec's flow has it), database sessions with idle and absolute limits, TOTP with backup codes,
 * passkeys, JWTs with a public JWKS, and rate limits stored in the database.
 */
export function createAuth({ db, secret, publicUrl, adminEmails }: AuthOptions) {
  const origin = new URL(publicUrl);
  const admins = new Set(adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean));

  return betterAuth({
    appName: site.podcastName,
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [origin.origin],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    logger: betterAuthLogger,
    // The site's /auth form signs in and up through auth.api on the server, with its own limits per
    // client and per account (email-password.ts). The same operations over HTTP would be a second,
    // separately limited door for password guessing and sign-up, and nothing uses them: closed (404).
    // Deleting the account likewise goes through the account page only (delete-account.ts), which always
    // asks for the password: Better Auth's HTTP path would accept any session younger than freshAge.
    disabledPaths: ["/sign-in/email", "/sign-up/email", "/delete-user", "/delete-user/callback"],
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      autoSignIn: false,
    },
    user: {
      deleteUser: {
        enabled: true,
        // Checked here, just before the deletion, so no path can remove the only admin; atomically,
        // so two admins deleting themselves at once cannot both pass (roles.ts).
        async beforeDelete(user) {
          if (!(await releaseAdminRoleUnlessLast(db, user.id)))
            throw new APIError("BAD_REQUEST", { message: lastAdminMessage, code: "LAST_ADMIN" });
        },
      },
    },
    session: {
      // Sliding expiry with a 30-minute idle limit, refreshed at most once a minute; the 12-hour
      // absolute limit is enforced where the site reads the session (session-lifetime.ts).
      expiresIn: sessionIdleSeconds,
      updateAge: sessionRefreshSeconds,
      // The few endpoints Better Auth calls sensitive (listing sessions, deleting the user) accept
      // any session the absolute limit still allows.
      freshAge: sessionAbsoluteSeconds,
      // Every request asks the database, so sign-out and revocation take effect at once everywhere.
      cookieCache: { enabled: false },
      // How the session was opened (sign-in-method.ts), set by the create hook below, never by a client.
      additionalFields: { signInMethod: { type: "string", required: false, input: false } },
    },
    rateLimit: {
      enabled: true,
      // The site's counters, with hashed keys that expire with their window (rate-limit/counter-key.ts).
      customStorage: betterAuthRateLimitStorage(db),
      window: 60,
      max: 100,
      customRules: {
        "/two-factor/*": { window: 60, max: 10 },
        // Checks the current password, like the account page's form (password-check-limit.ts).
        "/change-password": { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      // Better Auth skips its Origin (CSRF) check whenever NODE_ENV=test or TEST is set, and TEST leaks
      // into child processes (Vitest sets it): pinned on, so no environment variable can turn it off.
      disableOriginCheck: false,
      useSecureCookies: origin.protocol === "https:",
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    // Passkeys are registered over HTTP from the browser, past the site's own forms: logged here.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseTrustDevice(ctx);
        return (await claimTotpCodeOnce(ctx, db)) ?? (await matchTypedBackupCode(ctx));
      }),
      after: createAuthMiddleware(async (ctx) => logPasskeyRegistered(ctx)),
    },
    databaseHooks: {
      session: {
        create: {
          async before(session, ctx) {
            const current = ctx?.context.session?.session as { signInMethod?: unknown } | undefined;
            // A code confirming a new app while signed in: an enrolment, which never upgrades the session.
            const signInMethod =
              current && ctx?.path === "/two-factor/verify-totp"
                ? methodAfterEnrolment({
                    replacing: current.signInMethod,
                    accountHadPasskey: await accountHasPasskey(db, session.userId),
                  })
                : signInMethodFor({ path: ctx?.path, replacing: current?.signInMethod });
            return { data: { ...session, signInMethod } };
          },
        },
      },
      user: {
        create: {
          async after(user) {
            if (!admins.has(user.email.toLowerCase())) return;
            await grantAdminRole(db, { userId: user.id, email: user.email, via: "ADMIN_EMAILS" });
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: site.podcastName,
        // Codes without look-alike characters, read in any case (backup-codes.ts).
        backupCodeOptions: { customBackupCodesGenerate: generateBackupCodeSet },
      }),
      passkey({
        rpID: origin.hostname,
        rpName: site.podcastName,
        origin: origin.origin,
        authentication: { afterVerification: requireAdminUserVerification(db) },
      }),
      jwt(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
