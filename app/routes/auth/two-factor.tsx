import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { safeReturnPath } from "~/.server/auth/admin-return-path";
import { completeTwoFactorSignIn } from "~/.server/auth/two-factor";
import { PasskeySignIn } from "~/components/account/passkey-sign-in";
import { showToast } from "~/components/toast-region";
import { Button } from "~/components/ui/button";
import { fieldClassName, FormField } from "~/components/ui/form-field";
import { site } from "~/content/site";
import { withReturnTo } from "~/lib/return-to";
import type { Route } from "./+types/two-factor";
import { setCookiesOf } from "~/.server/auth/set-cookies";
import { readForm } from "~/.server/read-form";

export const meta: Route.MetaFunction = () => [
  { title: `Two-step sign in | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

/** Only reachable mid sign-in: Better Auth's short-lived two-factor cookie marks the password as checked. */
function hasPendingTwoFactor(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("Cookie") ?? "");
}

/** The page to return to after signing in, passed on by /auth (checked again: only this site's pages). */
function returnPathOf(request: Request): string | undefined {
  return safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
}

export function loader({ request }: Route.LoaderArgs) {
  const returnTo = returnPathOf(request) ?? null;
  // The passkey step (passkey-step.ts) keeps nothing on the server: a passkey sign-in is whole by itself.
  if (new URL(request.url).searchParams.get("method") === "passkey") return { returnTo };
  if (!hasPendingTwoFactor(request)) throw redirect(withReturnTo("/auth", returnTo));
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const method = form.get("method") === "backup" ? "backup" : "totp";
  const result = await completeTwoFactorSignIn(appServicesOf(context).auth, {
    code: String(form.get("code") ?? ""),
    method,
    headers: request.headers,
  });
  if (!result.ok) return data({ error: result.message }, { status: 400 });
  return redirect(returnPathOf(request) ?? "/", { headers: setCookiesOf(result.headers) });
}

export default function TwoFactor({ actionData, loaderData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  const [searchParams] = useSearchParams();
  const method = searchParams.get("method") === "backup" ? "backup" : "totp";
  const busy = useNavigation().state !== "idle";
  const passkeyStep = searchParams.get("method") === "passkey";

  useEffect(() => {
    if (actionData?.error) void showToast({ type: "error", title: "Error", description: actionData.error });
  }, [actionData]);

  if (passkeyStep) return <PasskeyStep returnTo={returnTo} />;

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-8 shadow-sm">
        <h1 className="text-center font-serif text-3xl font-bold text-ink-900">Two-step sign in</h1>
        <p className="mt-2 text-center text-ink-700">
          {method === "backup"
            ? "Enter one of your backup codes."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
        {actionData?.error ? (
          <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {actionData.error}
          </p>
        ) : null}
        <Form
          method="post"
          action={withReturnTo(`/auth/two-factor?method=${method}`, returnTo)}
          className="mt-6 space-y-5"
          key={method}
        >
          <input type="hidden" name="method" value={method} />
          <FormField id="two-factor-code" label={method === "backup" ? "Backup code" : "Code"} required>
            <input
              id="two-factor-code"
              name="code"
              autoComplete="one-time-code"
              inputMode={method === "backup" ? "text" : "numeric"}
              // Backup codes are upper case, but any case is accepted (backup-codes.ts): no autocorrect either way.
              autoCapitalize={method === "backup" ? "characters" : undefined}
              spellCheck={method === "backup" ? false : undefined}
              required
              className={fieldClassName(Boolean(actionData?.error))}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? "Loading..." : "Verify"}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link
            to={withReturnTo(method === "backup" ? "?method=totp" : "?method=backup", returnTo)}
            className="font-medium text-brand-800 underline"
          >
            {method === "backup" ? "Use the authenticator app instead" : "Use a backup code instead"}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The second step of a password sign-in for an account with a passkey and no app (passkey-step.ts). */
function PasskeyStep({ returnTo }: { returnTo: string | null }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-8 shadow-sm">
        <h1 className="text-center font-serif text-3xl font-bold text-ink-900">Two-step sign in</h1>
        <p className="mt-2 text-center text-ink-700">Use your passkey to finish signing in.</p>
        <noscript>
          <p className="mt-6 rounded-xl bg-sand-100 p-3 text-sm font-medium text-ink-900">
            Passkeys need JavaScript. Turn it on for this site, then sign in again.
          </p>
        </noscript>
        <div className="mt-6">
          <PasskeySignIn label="Use your passkey" returnTo={returnTo} />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={withReturnTo("/auth", returnTo)} className="font-medium text-brand-800 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </section>
  );
}
