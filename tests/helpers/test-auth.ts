import { createAuth, type Auth } from "~/.server/auth/create-auth";
import type { Database } from "~/.server/db/client";

/** The site's address in the auth tests: the Origin their requests carry and the cookies' domain. */
export const testPublicUrl = "http://localhost:3000";

/**
 * Better Auth as the site configures it, on a test's database, with a fixed secret: two instances
 * made with the same options accept each other's sessions, as two server processes would.
 */
export function createTestAuth(
  db: Database,
  { publicUrl = testPublicUrl, adminEmails = [] }: { publicUrl?: string; adminEmails?: string[] } = {},
): Auth {
  return createAuth({ db, secret: "test-secret-that-is-long-enough-0123456789", publicUrl, adminEmails });
}

/** A form body, as a browser would post it. */
export function formData(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}
