import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { data, useNavigation, useSearchParams } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import type { Auth } from "~/.server/auth/create-auth";
import type { Env } from "~/.server/env";
import { assertSameOrigin, requireUser } from "~/.server/auth/guards";
import {
  confirmTotpEnrollment,
  disableTotp,
  getTwoFactorStatus,
  regenerateBackupCodes,
  startTotpEnrollment,
  type TotpEnrollment,
} from "~/.server/auth/two-factor";
import { listPasskeys, registerPasskey, removePasskey, renamePasskey } from "~/.server/auth/passkeys";
import { confirmPresentFactors, endOtherSessions, needsProvenSessionToAdd } from "~/.server/auth/factor-changes";
import {
  clearedEnrollmentCookie,
  enrollmentCookie,
  pendingTotpEnrollment,
} from "~/.server/auth/pending-totp-enrollment";
import { adminReturnPath } from "~/.server/auth/admin-return-path";
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from "~/.server/auth/account-sessions";
import { changePassword } from "~/.server/auth/change-password";
import { deleteAccount } from "~/.server/auth/delete-account";
import { consumePasswordCheck, passwordCheckingIntents } from "~/.server/auth/password-check-limit";
import { redirectWithToast } from "~/.server/toast";
import { AuthenticatorSection, totpConfirmCodeId } from "~/components/account/authenticator-section";
import { DeleteAccountSection } from "~/components/account/delete-account-section";
import { PasskeySection } from "~/components/account/passkey-section";
import { PasswordSection, type PasswordFieldErrors } from "~/components/account/password-section";
import { SessionsSection } from "~/components/account/sessions-section";
import { showToast } from "~/components/toast-region";
import { site } from "~/content/site";
import type { Route } from "./+types/account-security";
import { setCookiesOf } from "~/.server/auth/set-cookies";
import { readForm } from "~/.server/read-form";

export const meta: Route.MetaFunction = () => [
  { title: `Account security | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = appServicesOf(context);
  const { auth, db, env } = services;
  const user = await requireUser(request, services);
  const [status, passkeys, sessions] = await Promise.all([
    getTwoFactorStatus(db, { userId: user.id, enabled: user.twoFactorEnabled }),
    listPasskeys(auth, { headers: request.headers }),
    listAccountSessions(auth, { headers: request.headers, currentSessionId: user.sessionId }),
  ]);
  // A setup started in this browser and not yet confirmed survives a reload (pending-totp-enrollment.ts).
  const enrollment = status.pending
    ? await pendingTotpEnrollment(auth, {
        userId: user.id,
        email: user.email,
        cookieHeader: request.headers.get("cookie"),
      })
    : undefined;
  return data(
    {
      email: user.email,
      twoFactor: status,
      enrollment,
      passkeys,
      sessions,
      // An admin whose account has a factor but whose session did not prove it (signed in before it existed).
      needsSecondFactorSignIn: needsProvenSession(env, user, passkeys.length > 0),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = appServicesOf(context);
  const { auth, db, env } = services;
  assertSameOrigin(request, env);
  const user = await requireUser(request, services);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const password = String(form.get("password") ?? "");
  const code = String(form.get("code") ?? "");
  const headers = request.headers;
  const actor = { userId: user.id, email: user.email };

  // With ADMIN_REQUIRE_MFA, an admin account that has a second factor is changed only from a session
  // that proved one (sign-in-method.ts): a password-only session must not be able to add a way in.
  const hasPasskey = await hasPasskeys(auth, headers);
  if (needsProvenSession(env, user, hasPasskey)) {
    return data({ intent, error: needsSecondFactorSignInMessage as string | undefined }, { status: 403 });
  }
  // Any account: a way in is added next to a second factor only from a session that proved one.
  if (needsProvenSessionToAdd({ intent, ...user, hasPasskey })) {
    return data({ intent, error: provenSessionToAddMessage as string | undefined }, { status: 403 });
  }

  if (passwordCheckingIntents.has(intent)) {
    const refused = await consumePasswordCheck(db, { userId: user.id, headers });
    if (refused) return data({ intent, error: refused as string | undefined }, { status: 429 });
  }

  if (intent === "change-password") {
    const changed = await changePassword(auth, { form, headers, userId: user.id });
    if (!changed.ok) {
      return data(
        { intent, error: undefined as string | undefined, fieldErrors: changed.fieldErrors },
        { status: 400 },
      );
    }
    const description = changed.revokedOthers
      ? "Your password has been changed, and your other sessions were signed out."
      : "Your password has been changed.";
    // Signing out the other sessions gives this browser a new session: its cookie rides on the redirect.
    return redirectWithToast(
      "/account/security",
      { type: "success", title: "Saved", description },
      { headers: setCookiesOf(changed.headers) },
    );
  }

  if (intent === "delete-account") {
    const deleted = await deleteAccount(auth, { form, headers, actor });
    if (!deleted.ok) {
      return data(
        { intent, error: deleted.message, fieldErrors: deleted.fieldErrors as PasswordFieldErrors },
        { status: 400 },
      );
    }
    // The session is gone with the account; the cleared session cookie rides on the redirect.
    return redirectWithToast(
      "/",
      { type: "success", title: "Account deleted", description: "Your account and its sign-in methods are deleted." },
      { headers: setCookiesOf(deleted.headers) },
    );
  }

  if (intent === "session-revoke" || intent === "sessions-revoke-others") {
    const session = { headers, currentSessionId: user.sessionId, userId: user.id };
    const revoked =
      intent === "session-revoke"
        ? await revokeAccountSession(auth, { ...session, id: String(form.get("id") ?? "") })
        : await revokeOtherAccountSessions(auth, session);
    if (!revoked.ok) return data({ intent, error: revoked.message as string | undefined }, { status: 400 });
    const description =
      intent === "session-revoke"
        ? "That session has been signed out."
        : `Signed out ${revoked.count} other session${revoked.count === 1 ? "" : "s"}.`;
    return redirectWithToast("/account/security", { type: "success", title: "Saved", description });
  }

  const outcome = await (async (): Promise<{
    result: { ok: true; headers: Headers } | { ok: false; message: string };
    enrollment?: TotpEnrollment;
    backupCodes?: string[];
  }> => {
    switch (intent) {
      case "totp-start": {
        const result = await startTotpEnrollment(auth, { password, headers });
        return result.ok
          ? {
              result,
              enrollment: {
                qrCodeDataUrl: result.qrCodeDataUrl,
                secret: result.secret,
                backupCodes: result.backupCodes,
              },
            }
          : { result };
      }
      case "totp-confirm": {
        const result = await confirmTotpEnrollment(auth, { code, headers, actor });
        if (result.ok) return { result };
        const refused = result.message === "Invalid code" ? { ok: false as const, message: wrongSetupCode } : result;
        // A mistyped code keeps the QR code, key and backup codes on screen (for the browser that showed them).
        const shownKey = String(form.get("key") ?? "");
        const cookieHeader = headers.get("cookie");
        return { result: refused, enrollment: await pendingTotpEnrollment(auth, { ...actor, shownKey, cookieHeader }) };
      }
      case "backup-regenerate": {
        const result = await regenerateBackupCodes(auth, { password, headers, actor });
        return result.ok ? { result, backupCodes: result.backupCodes } : { result };
      }
      case "totp-disable":
        return { result: await disableTotp(auth, { password, code, headers, actor }) };
      case "passkey-add": {
        const confirmed = await confirmPresentFactors(auth, {
          password,
          code,
          twoFactorEnabled: user.twoFactorEnabled,
          headers,
        });
        if (!confirmed.ok) return { result: confirmed };
        const renewed = sessionHeaders(headers, confirmed.headers);
        const added = await registerPasskey(auth, {
          response: parseJson(String(form.get("response") ?? "")),
          name: String(form.get("name") ?? ""),
          headers: renewed,
        });
        return { result: added.ok ? { ok: true, headers: confirmed.headers } : added };
      }
      case "passkey-rename":
      case "passkey-delete": {
        const id = String(form.get("id") ?? "");
        const done =
          intent === "passkey-rename"
            ? await renamePasskey(auth, { id, name: String(form.get("name") ?? ""), headers, actor })
            : await removePasskey(auth, { id, headers, actor });
        return { result: done.ok ? { ok: true, headers: new Headers() } : done };
      }
      default:
        return { result: { ok: false, message: "Unknown request." } };
    }
  })();

  const { result } = outcome;
  if (!result.ok) {
    return data(
      { intent, error: result.message as string | undefined, enrollment: outcome.enrollment },
      { status: 400 },
    );
  }
  const responseHeaders = setCookiesOf(result.headers);
  // This browser may show the setup again after a reload, until a code confirms it or the app is off.
  if (intent === "totp-start" && outcome.enrollment) {
    responseHeaders.append(
      "Set-Cookie",
      await enrollmentCookie(auth, { userId: user.id, key: outcome.enrollment.secret }),
    );
  }
  if (intent === "totp-confirm" || intent === "totp-disable") {
    responseHeaders.append("Set-Cookie", clearedEnrollmentCookie(auth));
  }
  // A new or changed way in ends every other session: whoever held one must prove the new set.
  if (factorChangingIntents.has(intent)) {
    await endOtherSessions(auth, { requestHeaders: headers, responseHeaders, actor, reason: intent });
  }
  // Turning the factor on or off replaces the session: redirect, so the page is loaded again with the
  // new session cookie rather than rendered for a request that still carries the revoked one.
  const changed = changeMessages[intent];
  // Set up from the admin gate: back to the admin page that sent the owner here.
  const returnTo = intent === "totp-confirm" ? adminReturnPath(new URL(request.url).searchParams) : undefined;
  if (changed)
    return redirectWithToast(
      returnTo ?? "/account/security",
      { type: "success", title: "Saved", description: changed },
      { headers: responseHeaders },
    );
  return data(
    {
      intent,
      error: undefined as string | undefined,
      enrollment: outcome.enrollment,
      backupCodes: outcome.backupCodes,
    },
    { headers: responseHeaders },
  );
}

const factorChangingIntents = new Set([
  "totp-confirm",
  "totp-disable",
  "backup-regenerate",
  "passkey-add",
  "passkey-delete",
]);

const wrongSetupCode =
  "That code did not match. Enter the 6-digit code the app shows now (it changes every 30 seconds).";

const needsSecondFactorSignInMessage =
  "Admin accounts change their sign-in methods only from a sign-in with the authenticator app or a passkey. Sign out, then sign in again.";

const provenSessionToAddMessage =
  "This account has an authenticator app or a passkey: add or change a way to sign in after signing in with one. Sign out, then sign in again.";

function needsProvenSession(
  env: Pick<Env, "ADMIN_REQUIRE_MFA">,
  user: { isAdmin: boolean; twoFactorEnabled: boolean; secondFactorProven: boolean },
  hasPasskey: boolean,
): boolean {
  return env.ADMIN_REQUIRE_MFA && user.isAdmin && !user.secondFactorProven && (user.twoFactorEnabled || hasPasskey);
}

async function hasPasskeys(auth: Auth, headers: Headers): Promise<boolean> {
  return (await listPasskeys(auth, { headers })).length > 0;
}

/** The request's headers with the session cookie Better Auth just renewed, for the next call in the same request. */
function sessionHeaders(request: Headers, renewed: Headers): Headers {
  const cookie = renewed.getSetCookie().find((value) => /session_token=/.test(value) && !/Max-Age=0/i.test(value));
  if (!cookie) return request;
  const headers = new Headers(request);
  headers.set("cookie", cookie.split(";")[0]!);
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const changeMessages: Record<string, string> = {
  "passkey-add": "Passkey added.",
  "totp-confirm": "Two-factor authentication is on.",
  "totp-disable": "Two-factor authentication is off.",
  "passkey-rename": "Passkey renamed.",
  "passkey-delete": "Passkey removed.",
};

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { twoFactor } = loaderData;
  // The action's optional fields, as sent (React Router's serialized type loses them).
  const result = actionData as
    { enrollment?: TotpEnrollment; backupCodes?: string[]; fieldErrors?: PasswordFieldErrors } | undefined;
  const enrollment = result?.enrollment ?? loaderData.enrollment;
  // A refused confirmation code is shown once, beside its field (AuthenticatorSection).
  const pageError = actionData?.intent === "totp-confirm" ? undefined : actionData?.error;
  const freshBackupCodes = result?.backupCodes;

  useEffect(() => {
    if (!actionData) return;
    if (actionData.intent === "totp-confirm" && actionData.error) {
      // The field holds the message; focus goes there, not to the page, to type the next code.
      document.getElementById(totpConfirmCodeId)?.focus();
    } else if (actionData.error) void showToast({ type: "error", title: "Error", description: actionData.error });
    else if (actionData.intent === "backup-regenerate") {
      void showToast({
        type: "success",
        title: "Saved",
        description: "New backup codes are ready. The old ones no longer work.",
      });
    }
  }, [actionData]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <ShieldCheck aria-hidden="true" className="size-10 text-brand-600" />
      <h1 className="mt-3 font-serif text-4xl font-bold text-ink-900">Account security</h1>
      <p className="mt-2 text-ink-700">Signed in as {loaderData.email}</p>
      {searchParams.get("required") === "admin" && !loaderData.twoFactor.enabled ? (
        <p role="status" className="mt-6 rounded-xl bg-sand-100 p-4 text-sm font-medium text-ink-900">
          The admin area needs two-factor authentication. Set up an authenticator app to continue; you will be taken
          back to the admin area once it is on.
        </p>
      ) : null}
      {searchParams.get("required") === "admin" && loaderData.needsSecondFactorSignIn ? (
        <p role="status" className="mt-6 rounded-xl bg-sand-100 p-4 text-sm font-medium text-ink-900">
          This session was opened with your password alone. Sign out, then sign in again with your authenticator app or
          a passkey to open the admin area.
        </p>
      ) : null}
      {pageError ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800">
          {pageError}
        </p>
      ) : null}

      <AuthenticatorSection
        status={twoFactor}
        enrollment={enrollment}
        freshBackupCodes={actionData?.intent === "backup-regenerate" ? freshBackupCodes : undefined}
        confirmError={actionData?.intent === "totp-confirm" ? actionData.error : undefined}
        busy={busy}
      />

      <PasskeySection passkeys={loaderData.passkeys} needsCode={twoFactor.enabled} />

      <PasswordSection
        fieldErrors={actionData?.intent === "change-password" ? result?.fieldErrors : undefined}
        busy={busy}
      />

      <SessionsSection sessions={loaderData.sessions} busy={busy} />

      <DeleteAccountSection
        error={actionData?.intent === "delete-account" ? result?.fieldErrors?.currentPassword : undefined}
        busy={busy}
      />

      <p className="mt-8 text-sm text-ink-700">
        Text-message codes are not offered: they need an SMS provider, and an authenticator app is safer.
      </p>
    </section>
  );
}
