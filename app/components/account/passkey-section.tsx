import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { showToast } from "~/components/toast-region";
import { Button } from "~/components/ui/button";
import { fieldClassName, FormField } from "~/components/ui/form-field";
import { formatLongDate } from "~/lib/dates";
import { loadPasskeyClient } from "~/lib/passkey-client";
import { useHydrated } from "~/lib/use-hydrated";
import { AccountCard } from "./account-card";

export type PasskeyView = { id: string; name: string; createdAt: string | null };

export function PasskeySection({ passkeys }: { passkeys: readonly PasskeyView[] }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [name, setName] = useState("");
  const [adding, setAdding] = useState(false);

  async function addPasskey() {
    setAdding(true);
    try {
      const client = await loadPasskeyClient();
      const result = await client.passkey.addPasskey({ name: name.trim() || "My passkey" });
      if (result?.error) {
        void showToast({
          type: "error",
          title: "Error",
          description: result.error.message ?? "The passkey was not added.",
        });
        return;
      }
      setName("");
      void showToast({ type: "success", title: "Saved", description: "Passkey added." });
      await revalidator.revalidate();
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
        <Button type="button" onClick={() => void addPasskey()} disabled={!hydrated || adding}>
          {adding ? "Loading..." : "Add a passkey"}
        </Button>
      </div>
      {hydrated ? null : <p className="mt-3 text-sm text-ink-700">Adding a passkey needs JavaScript.</p>}
    </AccountCard>
  );
}
