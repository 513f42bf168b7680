import { createContext } from "react-router";

/** Facts about the current request that only the HTTP layer knows, handed to loaders and actions. */
export type RequestInfo = {
  requestId: string;
  /** The client's address as the trusted proxy chain reports it; the key for rate limits. */
  clientIp: string;
  /** Per-request nonce that the Content-Security-Policy allows inline scripts to carry. */
  cspNonce: string;
  /**
   * A render for the anonymous page cache: the whole document at once, the same for every visitor,
   * with no nonce (the cache sends a hash-based CSP for it instead).
   */
  forPageCache?: boolean;
};

export const requestInfoContext = createContext<RequestInfo>();
