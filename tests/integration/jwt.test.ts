import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createAuth, type Auth } from "~/.server/auth/create-auth";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
import { useTestDatabase } from "../helpers/test-database";

const publicUrl = "http://localhost:3000";

/** Another service verifying this site's tokens knows only the public keys. */
describe("tokens for other services", () => {
  const database = useTestDatabase("pglite");
  let auth: Auth;
  let keys: ReturnType<typeof createLocalJWKSet>;
  let token: string;

  beforeAll(async () => {
    auth = createAuth({
      db: database.db,
      secret: "jwt-test-secret-long-enough-0123456789",
      publicUrl,
      adminEmails: [],
    });
    const form = new FormData();
    form.set("email", "jwt@example.com");
    form.set("password", "jwt-password");
    const credentials = { form, clientKey: "192.0.2.9", requestHeaders: new Headers() };
    await signUpWithPassword(auth, database.db, credentials);
    const signIn = await signInWithPassword(auth, database.db, credentials);
    if (!signIn.ok) throw new Error(signIn.message);
    const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
    ({ token } = await auth.api.getToken({ headers: new Headers({ cookie }) }));
    keys = createLocalJWKSet((await auth.api.getJwks()) as JSONWebKeySet);
  });

  it("issues a token for the signed-in user that verifies against the published keys", async () => {
    const { payload } = await jwtVerify(token, keys, { issuer: publicUrl });
    expect(payload.email).toBe("jwt@example.com");
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("rejects a token whose signature was tampered with", async () => {
    const [header, payload, signature] = token.split(".");
    const flipped = signature!.startsWith("A") ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    await expect(jwtVerify(`${header}.${payload}.${flipped}`, keys)).rejects.toMatchObject({
      code: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
    });
  });

  it("rejects a token that has expired", async () => {
    const { token: expired } = await auth.api.signJWT({
      body: {
        payload: {
          sub: "someone",
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        },
      },
    });
    await expect(jwtVerify(expired, keys)).rejects.toMatchObject({ code: "ERR_JWT_EXPIRED" });
  });
});
