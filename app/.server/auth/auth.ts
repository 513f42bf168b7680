import { getDb } from "../db/database";
import { getEnv } from "../env";
import { getAuthSecret } from "../secrets";
import { createAuth, type Auth } from "./create-auth";

const holder = globalThis as typeof globalThis & { __auth?: Promise<Auth> };

/** The process's Better Auth instance, on the process's database. */
export function getAuth(): Promise<Auth> {
  holder.__auth ??= getDb().then((db) => {
    const env = getEnv();
    return createAuth({
      db,
      secret: getAuthSecret(),
      publicUrl: env.publicUrl,
      adminEmails: env.ADMIN_EMAILS.split(","),
    });
  });
  return holder.__auth;
}
