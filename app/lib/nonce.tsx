import { createContext, useContext } from "react";

/**
 * The CSP nonce for this render. Set on the server only: browsers hide nonce attributes from
 * scripts, so the client renders with an empty string and React leaves the attribute alone.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
