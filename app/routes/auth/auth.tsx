import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
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
import type { Route } from "./+types/auth";
import { setCookiesOf } from "~/.server/auth/set-cookies";
import { readForm } from "~/.server/read-form";

type AuthTab = "signin" | "signup";
const authTabs = [
  { value: "signin", label: "Sign In" },
  { value: "signup", label: "Sign Up" },
] as const;

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await getSessionUser(request, appServicesOf(context));
  if (user) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const { auth, db } = appServicesOf(context);
  const credentials = { form, clientKey: context.get(requestInfoContext).clientIp, requestHeaders: request.headers };

  if (intent === "sign-up") {
    const result = await signUpWithPassword(auth, db, credentials);
    if (!result.ok) return data({ intent, error: result.message }, { status: result.status });
    return redirectWithToast("/auth?tab=signin", {
      type: "success",
      title: "Success!",
      description: "Account created successfully. You can now log in.",
    });
  }

  const result = await signInWithPassword(auth, db, credentials);
  if (!result.ok) return data({ intent, error: result.message }, { status: result.status });
  const next = result.twoFactorRequired ? "/auth/two-factor" : result.passkeyRequired ? passkeyStepPath : "/";
  return redirect(next, { headers: setCookiesOf(result.headers) });
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get("tab") === "signup" ? "signup" : "signin";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const error = actionData?.error;

  useEffect(() => {
    if (error) void showToast({ type: "error", title: "Error", description: error });
  }, [actionData, error]);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-8 shadow-sm">
        <h1 className="text-center font-serif text-3xl font-bold text-ink-900">Welcome</h1>
        <p className="mt-2 text-center text-ink-700">Sign in to manage episodes</p>
        <LinkTabs tabs={authTabs} selected={tab} label="Account" idPrefix="auth" className="mt-8">
          <Form method="post" action={`/auth?tab=${tab}`} className="space-y-5" key={tab}>
            <input type="hidden" name="intent" value={tab === "signup" ? "sign-up" : "sign-in"} />
            {error ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <FormField id={`${tab}-email`} label="Email" required>
              <input
                id={`${tab}-email`}
                name="email"
                type="email"
                autoComplete={tab === "signup" ? "email" : "username"}
                required
                className={fieldClassName(false)}
              />
            </FormField>
            <FormField
              id={`${tab}-password`}
              label="Password"
              required
              hint={tab === "signup" ? `At least ${minPasswordLength} characters.` : undefined}
            >
              <PasswordInput
                id={`${tab}-password`}
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
              <PasskeySignIn />
            </div>
          ) : null}
        </LinkTabs>
      </div>
    </section>
  );
}
