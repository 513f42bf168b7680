import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
import { safeReturnPath } from "~/.server/auth/admin-return-path";
import { getSessionUser } from "~/.server/auth/guards";
import { passkeyStepPath } from "~/.server/auth/passkey-step";
import { requestInfoContext } from "~/.server/request-context";
import { redirectWithToast } from "~/.server/toast";
import { useEffect } from "react";
import { PasskeySignIn } from "~/components/account/passkey-sign-in";
import { showToast } from "~/components/toast-region";
import { Button } from "~/components/ui/button";
import { fieldClassName, FormField } from "~/components/ui/form-field";
import { LinkTabs } from "~/components/ui/link-tabs";
import { PasswordInput } from "~/components/ui/password-input";
import { site } from "~/content/site";
import { minPasswordLength } from "~/lib/credentials-fields";
import { withReturnTo } from "~/lib/return-to";
import type { Route } from "./+types/auth";
import { setCookiesOf } from "~/.server/auth/set-cookies";
import { readForm } from "~/.server/read-form";

type AuthTab = "signin" | "signup";
const tabOf = (params: URLSearchParams): AuthTab => (params.get("tab") === "signup" ? "signup" : "signin");
const authTabs = [
  { value: "signin", label: "Sign In" },
  { value: "signup", label: "Sign Up" },
] as const;

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

/** The page to return to after signing in, as the guards sent it (checked: only this site's pages). */
function returnPathOf(request: Request): string | undefined {
  return safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await getSessionUser(request, appServicesOf(context));
  const returnTo = returnPathOf(request);
  if (user) throw redirect(returnTo ?? "/");
  return { returnTo: returnTo ?? null };
}

/** The longest email kept when a tab is switched before the scripts run (RFC 5321's limit). */
const MAX_EMAIL_LENGTH = 320;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // A tab switched before the scripts ran (LinkTabs' `switchThroughForm`): show that tab with the
  // email kept. The password is not written back into the page: the browser asks for it again.
  if (form.has("tab-switch")) {
    return { intent: "switch-tab" as const, email: String(form.get("email") ?? "").slice(0, MAX_EMAIL_LENGTH) };
  }
  const intent = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const { auth, db } = appServicesOf(context);
  const credentials = { form, clientKey: context.get(requestInfoContext).clientIp, requestHeaders: request.headers };

  if (intent === "sign-up") {
    const result = await signUpWithPassword(auth, db, credentials);
    if (!result.ok) return data({ intent, error: result.message }, { status: result.status });
    return redirectWithToast(withReturnTo("/auth?tab=signin", returnPathOf(request)), {
      type: "success",
      title: "Success!",
      description: "Account created successfully. You can now log in.",
    });
  }

  const result = await signInWithPassword(auth, db, credentials);
  if (!result.ok) return data({ intent, error: result.message }, { status: result.status });
  const returnTo = returnPathOf(request);
  const next = result.twoFactorRequired
    ? withReturnTo("/auth/two-factor", returnTo)
    : result.passkeyRequired
      ? withReturnTo(passkeyStepPath, returnTo)
      : (returnTo ?? "/");
  return redirect(next, { headers: setCookiesOf(result.headers) });
}

export default function AuthPage({ actionData, loaderData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  // A tab shows as soon as it is clicked, not when its navigation lands: what is typed after the
  // click goes into the tab the visitor sees, and nothing is swapped out from under them later.
  const pendingTab =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === "/auth"
      ? tabOf(new URLSearchParams(navigation.location.search))
      : null;
  const tab: AuthTab = pendingTab ?? tabOf(searchParams);
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const keptEmail = actionData && "email" in actionData ? actionData.email : undefined;

  useEffect(() => {
    if (error) void showToast({ type: "error", title: "Error", description: error });
  }, [actionData, error]);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-8 shadow-sm">
        <h1 className="text-center font-serif text-3xl font-bold text-ink-900">Welcome</h1>
        <p className="mt-2 text-center text-ink-700">Sign in to manage episodes</p>
        <LinkTabs
          tabs={authTabs}
          selected={tab}
          label="Account"
          idPrefix="auth"
          className="mt-8"
          extraParams={{ returnTo }}
          switchThroughForm="auth-form"
        >
          {/* One form for both tabs, not one per tab: switching keeps the email and password typed. */}
          <Form id="auth-form" method="post" action={withReturnTo(`/auth?tab=${tab}`, returnTo)} className="space-y-5">
            <input type="hidden" name="intent" value={tab === "signup" ? "sign-up" : "sign-in"} />
            {error ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <FormField id="auth-email" label="Email" required>
              <input
                id="auth-email"
                name="email"
                type="email"
                autoComplete={tab === "signup" ? "email" : "username"}
                defaultValue={keptEmail}
                required
                className={fieldClassName(false)}
              />
            </FormField>
            <FormField
              id="auth-password"
              label="Password"
              required
              hint={tab === "signup" ? `At least ${minPasswordLength} characters.` : undefined}
            >
              <PasswordInput
                id="auth-password"
                name="password"
                autoComplete={tab === "signup" ? "new-password" : "current-password"}
                required
                minLength={tab === "signup" ? minPasswordLength : undefined}
              />
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? "Loading..." : tab === "signup" ? "Sign Up" : "Sign In"}
            </Button>
          </Form>
          {tab === "signin" ? (
            <div className="mt-5">
              <PasskeySignIn returnTo={returnTo} />
            </div>
          ) : null}
        </LinkTabs>
      </div>
    </section>
  );
}
