// The CSP nonce of this response, for the few script tags the document renders itself.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string>('');
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
