import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";

/** The e2e server grants admin to this address on sign-up (ADMIN_EMAILS in playwright.config.ts). */
export const adminEmail = "admin@e2e.test";
export const adminPassword = "admin-e2e-password";

export function uniqueEmail(prefix = "listener"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@e2e.test`;
}

/**
 * Signs in through the site's own forms, as a browser without JavaScript posts them, signing up
 * first when the account does not exist yet (the admin account is shared by many tests). The
 * session cookie lands in `request`'s cookie jar, which a page shares when it is `page.request`.
 */
export async function signUpAndSignIn(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const origin = new URL(baseURL).origin;
  const post = (intent: "sign-in" | "sign-up") =>
    request.post(`/auth?tab=${intent === "sign-in" ? "signin" : "signup"}`, {
      form: { intent, email, password },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
  let signIn = await post("sign-in");
  if (signIn.status() !== 302) {
    await post("sign-up");
    signIn = await post("sign-in");
  }
  if (signIn.status() !== 302 || signIn.headers()["location"] !== "/") {
    throw new Error(`sign-in for ${email} failed: ${signIn.status()} ${await signIn.text()}`);
  }
}

export async function signInAsAdmin(page: Page, baseURL: string) {
  await signUpAndSignIn(page.request, baseURL, adminEmail, adminPassword);
}
