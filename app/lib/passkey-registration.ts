/**
 * The browser half of adding a passkey: Better Auth's registration options, then WebAuthn. The
 * answer is handed back for the account page's action to register (with the password), never sent
 * to Better Auth's own registration endpoint, which is closed. Loaded only when someone adds one.
 */
export async function createPasskey(
  name: string,
): Promise<{ ok: true; response: string } | { ok: false; message: string }> {
  const optionsResponse = await fetch(`/api/auth/passkey/generate-register-options?${new URLSearchParams({ name })}`, {
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!optionsResponse.ok) return { ok: false, message: "The passkey was not added. Please sign in again." };
  const { startRegistration } = await import("@simplewebauthn/browser");
  try {
    const registration = await startRegistration({ optionsJSON: await optionsResponse.json() });
    // Extension results stay in the browser, as Better Auth's own client leaves them.
    const { clientExtensionResults: _unused, ...response } = registration;
    return { ok: true, response: JSON.stringify(response) };
  } catch (error) {
    const code = (error as { name?: string; code?: string }).code;
    if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      return { ok: false, message: "This device already holds a passkey for your account." };
    }
    return { ok: false, message: "The passkey was not added." };
  }
}
