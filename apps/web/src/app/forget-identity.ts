import { clearDelegateToken } from '../api/delegate';
import { clearAllTokens } from '../api/org-tokens';

// What else holds the identity's data registers here (the query cache, app/query-client.ts):
// the sign-in page forgets the identity without loading the query library it does not use.
const forgetters: (() => void)[] = [];

/** `forget` runs on every forgetIdentity from now on. */
export function onForgetIdentity(forget: () => void): void {
  forgetters.push(forget);
}

/** The signed-in identity changes (sign-in, sign-up, sign-out): no token, delegate token or
 *  cached answer of the previous one may be reused (SPEC section 4 Tokens). */
export function forgetIdentity(): void {
  clearAllTokens();
  clearDelegateToken();
  for (const forget of forgetters) forget();
}
