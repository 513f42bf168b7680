import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { showToast } from "~/components/toast-region";
import { Button } from "~/components/ui/button";
import { fieldClassName, FormField } from "~/components/ui/form-field";
import { formatLongDate } from "~/lib/dates";
import { createPasskey } from "~/lib/passkey-registration";
import { useHydrated } from "~/lib/use-hydrated";
import { AccountCard } from "./account-card";

export type PasskeyView = { id: string; name: string; createdAt: string | null };

/**
 * Adding a passkey asks for the password (and a code from the app when there is one) with the
 * passkey itself: the browser creates it, then the account page's action checks both and registers
 * it in one request (app/.server/auth/factor-changes.ts), so a stolen session alone cannot add one.
 */
export function PasskeySection({ passkeys, needsCode }: { passkeys: readonly PasskeyView[]; needsCode: boolean }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [adding, setAdding] = useState(false);

  async function addPasskey() {
    if (!password) {
      void showToast({ type: "error", title: "Error", description: "Please enter your password." });
      return;
    }
    setAdding(true);
    try {
      const created = await createPasskey(name.trim() || "My passkey");
      if (!created.ok) {
        void showToast({ type: "error", title: "Error", description: created.message });
        return;
      }
      const fields = {
        intent: "passkey-add",
        name: name.trim() || "My passkey",
        password,
        code,
        response: created.response,
      };
      setPassword("");
      setCode("");
      setName("");
      await submit(fields, { method: "post" });
    } finally {
      setAdding(false);
    }
  }

  return (
    <AccountCard id="passkeys" title="Passkeys">
      <p className="mt-2 text-ink-700">Sign in with your fingerprint, face or device PIN instead of a password.</p>

      {passkeys.length === 0 ? (
        <p className="mt-4 text-ink-700">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="mt-4 space-y-3">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="rounded-2xl border border-sand-200 p-4">
              <p className="flex items-center gap-2 font-semibold text-ink-900">
                <KeyRound aria-hidden="true" className="size-4 text-brand-700" />
                {passkey.name}
              </p>
              {passkey.createdAt ? (
                <p className="text-sm text-ink-700">Added {formatLongDate(passkey.createdAt)}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="passkey-rename" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <FormField id={`passkey-name-${passkey.id}`} label={`New name for ${passkey.name}`}>
                    <input
                      id={`passkey-name-${passkey.id}`}
                      name="name"
                      maxLength={60}
                      required
                      className={fieldClassName(false)}
                    />
                  </FormField>
                  <Button type="submit" variant="outline" size="sm" disabled={navigation.state !== "idle"}>
                    Rename
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="passkey-delete" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={navigation.state !== "idle"}
                    aria-label={`Remove ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <FormField id="new-passkey-name" label="Passkey name" hint="For example, the device it lives on.">
          <input
            id="new-passkey-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
            className={fieldClassName(false)}
          />
        </FormField>
        <FormField id="new-passkey-password" label="Confirm with your password">
          <input
            id="new-passkey-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={fieldClassName(false)}
          />
        </FormField>
        {needsCode ? (
          <FormField id="new-passkey-code" label="Code from your authenticator app">
            <input
              id="new-passkey-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={fieldClassName(false)}
            />
          </FormField>
        ) : null}
        <Button type="button" onClick={() => void addPasskey()} disabled={!hydrated || adding}>
          {adding ? "Loading..." : "Add a passkey"}
        </Button>
      </div>
      {hydrated ? null : <p className="mt-3 text-sm text-ink-700">Adding a passkey needs JavaScript.</p>}
    </AccountCard>
  );
}
