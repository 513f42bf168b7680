import { data, Form, Link, useNavigation } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import type { Auth } from "~/.server/auth/create-auth";
import { createFirstAdmin, type FirstAdminField } from "~/.server/auth/first-admin";
import { enrollmentCookie } from "~/.server/auth/pending-totp-enrollment";
import { startTotpEnrollment } from "~/.server/auth/two-factor";
import { assertSameOrigin } from "~/.server/auth/guards";
import { setCookiesOf } from "~/.server/auth/set-cookies";
import { isSetupTokenUsable } from "~/.server/auth/setup-token";
import { readForm } from "~/.server/read-form";
import { requestInfoContext } from "~/.server/request-context";
import { redirectWithToast } from "~/.server/toast";
import { Button } from "~/components/ui/button";
import { fieldClassName, FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { site } from "~/content/site";
import { maxNameLength, minPasswordLength } from "~/lib/credentials-fields";
import type { Route } from "./+types/setup";

/**
 * The first run: `npm start` prints `/setup?token=…` while no admin exists (app/.server/auth/setup-token.ts).
 * With a good token the owner creates their account here and becomes the admin; any other token, or
 * any token once an admin exists, gets a page saying the link is no longer valid.
 */
export const meta: Route.MetaFunction = () => [
  { title: `Set up the site | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

const privateHeaders = { "Cache-Control": "private, no-store" };

/**
 * Never stored by a cache. (The site-wide Referrer-Policy, strict-origin-when-cross-origin, already
 * keeps the token in the address from leaving the site as a Referer.)
 */
export const headers: Route.HeadersFunction = () => privateHeaders;

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = appServicesOf(context);
  const usable = await isSetupTokenUsable(db, tokenOf(request));
  return data({ usable }, { status: usable ? 200 : 410, headers: privateHeaders });
}

type ActionData = {
  linkInvalid?: boolean;
  message?: string;
  fieldErrors?: Partial<Record<FirstAdminField, string>>;
  values?: { name: string; email: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, env } = appServicesOf(context);
  assertSameOrigin(request, env);
  const form = await readForm(request);
  const result = await createFirstAdmin(auth, db, {
    token: tokenOf(request),
    form,
    clientKey: context.get(requestInfoContext).clientIp,
    requestHeaders: request.headers,
  });
  if (result.ok) {
    const welcome = { type: "success" as const, title: "Welcome", description: "Your admin account is ready." };
    if (env.ADMIN_REQUIRE_MFA) {
      const started = await startFirstTotpEnrollment(auth, {
        password: String(form.get("password") ?? ""),
        requestHeaders: request.headers,
        signedIn: result.headers,
      });
      if (started) return redirectWithToast("/account/security?required=admin", welcome, { headers: started });
    }
    return redirectWithToast("/admin", welcome, { headers: setCookiesOf(result.headers) });
  }
  if (result.linkInvalid) return data<ActionData>({ linkInvalid: true }, { status: 410, headers: privateHeaders });
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  return data<ActionData>(
    { message: result.message, fieldErrors: result.fieldErrors, values },
    { status: result.status, headers: privateHeaders },
  );
}

/**
 * The admin area needs an authenticator app (ADMIN_REQUIRE_MFA), and the account was proven a moment
 * ago by creating it with this password: its setup starts here, with that password and the new session,
 * rather than asking for the password again on the next page. It is the account's first factor, so
 * this is what the account page would do with the same password (factor-changes.ts); the page then
 * shows the QR code and codes from its setup cookie (pending-totp-enrollment.ts). Undefined (and the
 * owner starts it by hand) if Better Auth refuses.
 */
async function startFirstTotpEnrollment(
  auth: Auth,
  { password, requestHeaders, signedIn }: { password: string; requestHeaders: Headers; signedIn: Headers },
): Promise<Headers | undefined> {
  const session = signedIn.getSetCookie().find((value) => /session_token=/.test(value) && !/Max-Age=0/i.test(value));
  if (!session) return undefined;
  const headers = new Headers(requestHeaders);
  headers.set("cookie", session.split(";")[0]!);
  const started = await startTotpEnrollment(auth, { password, headers });
  if (!started.ok) return undefined;
  const user = await auth.api.getSession({ headers });
  if (!user) return undefined;
  const responseHeaders = setCookiesOf(signedIn, started.headers);
  responseHeaders.append("Set-Cookie", await enrollmentCookie(auth, { userId: user.user.id, key: started.secret }));
  return responseHeaders;
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData as ActionData | undefined;
  const usable = loaderData.usable && !result?.linkInvalid;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-8 shadow-sm">
        {usable ? <SetupForm result={result} busy={busy} /> : <LinkNoLongerValid />}
      </div>
    </section>
  );
}

function LinkNoLongerValid() {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-ink-900">This setup link is no longer valid</h1>
      <p className="mt-4 text-ink-700">
        It has been used, the site already has an admin, or the link is incomplete. Nothing was changed.
      </p>
      <p className="mt-4 text-ink-700">
        If you are the owner and no admin exists yet, restart the site: every start prints a new link while there is no
        admin.
      </p>
      <p className="mt-6">
        <Link to="/auth" className="font-medium text-brand-800 underline">
          Sign in
        </Link>
      </p>
    </>
  );
}

function SetupForm({ result, busy }: { result: ActionData | undefined; busy: boolean }) {
  const errors = result?.fieldErrors ?? {};
  const describedBy = (field: FirstAdminField) => (errors[field] ? `setup-${field}-error` : undefined);
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-ink-900">Create the admin account</h1>
      <p className="mt-2 text-ink-700">
        This account manages {site.podcastName}: episodes, blog posts and messages. This link works once.
      </p>
      <Form method="post" className="mt-8 space-y-5">
        {result?.message ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {result.message}
          </p>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="sr-only">
            Please correct the fields marked below.
          </p>
        ) : null}
        <FormField id="setup-name" label="Name" required error={errors.name}>
          <input
            id="setup-name"
            name="name"
            autoComplete="name"
            required
            maxLength={maxNameLength}
            defaultValue={result?.values?.name}
            aria-invalid={Boolean(errors.name) || undefined}
            aria-describedby={describedBy("name")}
            className={fieldClassName(Boolean(errors.name))}
          />
        </FormField>
        <FormField id="setup-email" label="Email" required error={errors.email}>
          <input
            id="setup-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.values?.email}
            aria-invalid={Boolean(errors.email) || undefined}
            aria-describedby={describedBy("email")}
            className={fieldClassName(Boolean(errors.email))}
          />
        </FormField>
        <FormField
          id="setup-password"
          label="Password"
          required
          hint={`At least ${minPasswordLength} characters.`}
          error={errors.password}
        >
          <PasswordInput
            id="setup-password"
            name="password"
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            invalid={Boolean(errors.password)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Loading..." : "Create admin account"}
        </Button>
      </Form>
    </>
  );
}
