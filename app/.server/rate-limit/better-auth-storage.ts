import type { BetterAuthRateLimitStorage } from "@better-auth/core";
import type { Database } from "../db/client";
import { consumeRateLimit } from "./consume-rate-limit";

/**
 * Better Auth's rate limits, counted in the site's own `rate_limits` table: Better Auth's database
 * storage keyed its rows by the client's address in the clear and kept them indefinitely. Here its
 * key (address and path) is hashed like every other counter key (counter-key.ts) and the row is
 * swept once its window ends. One atomic upsert per request, as Better Auth asks of a storage.
 */
export function betterAuthRateLimitStorage(db: Database): BetterAuthRateLimitStorage {
  return {
    async consume(key, { window, max }) {
      const result = await consumeRateLimit(db, {
        rule: { name: "auth", limit: max, windowSeconds: window },
        clientKey: key,
      });
      return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds };
    },
  };
}
