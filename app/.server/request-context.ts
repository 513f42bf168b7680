import { createContext } from "react-router";

/** Facts about the current request that only the HTTP layer knows, handed to loaders and actions. */
export type RequestInfo = {
  requestId: string;
  /** The client's address as the trusted proxy chain reports it; the key for rate limits. */
  clientIp: string;
  /** Per-request nonce that the Content-Security-Policy allows inline scripts to carry. */
  cspNonce: string;
};

export const requestInfoContext = createContext<RequestInfo>();
