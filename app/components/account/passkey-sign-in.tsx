import { KeyRound } from "lucide-react";
import { useState } from "react";
import { showToast } from "~/components/toast-region";
import { Button } from "~/components/ui/button";
import { loadPasskeyClient } from "~/lib/passkey-client";
import { useHydrated } from "~/lib/use-hydrated";

/** WebAuthn needs JavaScript, so the button appears only once the page is interactive. */
export function PasskeySignIn({
  label = "Sign in with a passkey",
  returnTo,
}: {
  label?: string;
  /** The page to go to once signed in, as the server checked it (the sign-in page's loader data). */
  returnTo?: string | null;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated) return null;

  async function signIn() {
    setBusy(true);
    try {
      const client = await loadPasskeyClient();
      const result = await client.signIn.passkey();
      if (result?.error) {
        void showToast({
          type: "error",
          title: "Error",
          description: result.error.message ?? "Passkey sign-in failed.",
        });
        return;
      }
      // A full load, so the header and every loader see the new session.
      window.location.assign(returnTo ?? "/");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => void signIn()} disabled={busy}>
      <KeyRound aria-hidden="true" className="size-5" />
      {busy ? "Loading..." : label}
    </Button>
  );
}
