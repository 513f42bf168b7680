/**
 * Better Auth's browser client with the passkey plugin, loaded only when someone uses a passkey
 * (WebAuthn cannot work without JavaScript, and no other page should pay for this code).
 */
export async function loadPasskeyClient() {
  const [{ createAuthClient }, { passkeyClient }] = await Promise.all([
    import("better-auth/client"),
    import("@better-auth/passkey/client"),
  ]);
  return createAuthClient({ baseURL: window.location.origin, basePath: "/api/auth", plugins: [passkeyClient()] });
}
