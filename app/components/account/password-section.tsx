import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { maxPasswordLength, minPasswordLength } from "~/lib/credentials-fields";
import { AccountCard } from "./account-card";

export type PasswordFieldErrors = { currentPassword?: string; newPassword?: string };

/**
 * Change the password: the current one, the new one and whether to sign out every other session.
 * A plain form, so it works without JavaScript; the server checks everything again.
 */
export function PasswordSection({ fieldErrors, busy }: { fieldErrors?: PasswordFieldErrors; busy: boolean }) {
  return (
    <AccountCard id="password" title="Change password">
      <Form method="post" className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="change-password" />
        <FormField id="current-password" label="Current password" required error={fieldErrors?.currentPassword}>
          <PasswordInput
            id="current-password"
            name="currentPassword"
            autoComplete="current-password"
            required
            invalid={Boolean(fieldErrors?.currentPassword)}
          />
        </FormField>
        <FormField
          id="new-password"
          label="New password"
          required
          hint={`At least ${minPasswordLength} characters.`}
          error={fieldErrors?.newPassword}
        >
          <PasswordInput
            id="new-password"
            name="newPassword"
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            maxLength={maxPasswordLength}
            invalid={Boolean(fieldErrors?.newPassword)}
          />
        </FormField>
        <label className="flex items-center gap-3 text-ink-900">
          <input
            type="checkbox"
            name="revokeOtherSessions"
            defaultChecked
            className="size-5 rounded border-sand-300 accent-brand-700"
          />
          Sign out my other sessions
        </label>
        <Button type="submit" disabled={busy}>
          Change password
        </Button>
      </Form>
    </AccountCard>
  );
}
