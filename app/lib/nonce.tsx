import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. Only the server knows it; in the browser the
 * scripts are already running, so the value is empty there.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export function useNonce(): string {
  return useContext(NonceContext);
}
