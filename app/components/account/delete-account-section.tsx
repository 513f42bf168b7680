import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { AccountCard } from "./account-card";

/**
 * Delete the account (ASVS 8.3.2). The current password confirms it, whatever the session's age, so
 * a browser left signed in is not enough. A plain form, so it works without JavaScript.
 */
export function DeleteAccountSection({ error, busy }: { error?: string; busy: boolean }) {
  return (
    <AccountCard id="delete-account" title="Delete account" danger>
      <p className="mt-2 text-ink-700">
        This deletes your account, signs out all its sessions and removes its authenticator app, backup codes and
        passkeys. It cannot be undone.
      </p>
      <Form method="post" className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="delete-account" />
        <FormField
          id="delete-account-password"
          label="Your password"
          required
          hint="To confirm it is you."
          error={error}
        >
          <PasswordInput
            id="delete-account-password"
            name="currentPassword"
            autoComplete="current-password"
            required
            invalid={Boolean(error)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={busy}>
          Delete my account
        </Button>
      </Form>
    </AccountCard>
  );
}
