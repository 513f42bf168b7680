import crypto from "node:crypto";
import { getAuthSecret } from "../secrets";
import { rateLimitClientKey } from "./client-key";

let salt: Buffer | undefined;

/**
 * The key a rate-limit counter is stored under: the rule's name, then a keyed hash of the client
 * (its address, an IPv6 client by its /64, or an account key). Stored in the clear, the key named
 * the address, and its window's start (written in the same millisecond as a listener's question)
 * let anyone reading the database join addresses to questions (penetration test Q7). The hash's key
 * is derived from the auth secret, so whoever holds the database alone cannot test guessed
 * addresses against it; every instance that shares AUTH_SECRET counts a client under the same key.
 * Every counter goes through here: the site's own limits and Better Auth's.
 */
export function rateLimitCounterKey(name: string, client: string): string {
  salt ??= crypto.createHmac("sha256", getAuthSecret()).update("rate-limit counter keys").digest();
  const digest = crypto.createHmac("sha256", salt).update(rateLimitClientKey(client)).digest("base64url");
  return `${name}:${digest}`;
}
