import { request, type FullConfig } from "@playwright/test";
import { adminEmail, adminPassword, signUpAndSignIn } from "./support/accounts";

/**
 * Creates the shared admin account once, before the workers start, so parallel tests never race
 * to sign it up. Playwright starts the web server before global setup.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.1" } });
  try {
    await signUpAndSignIn(context, baseURL, adminEmail, adminPassword);
  } finally {
    await context.dispose();
  }
}
