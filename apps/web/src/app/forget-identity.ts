import { clearDelegateToken } from '../api/delegate';
import { clearAllTokens } from '../api/org-tokens';
import { queryClient } from './query-client';

/** The signed-in identity changes (sign-in, sign-up, sign-out): no token, delegate token or
 *  cached answer of the previous one may be reused (SPEC section 4 Tokens). */
export function forgetIdentity(): void {
  clearAllTokens();
  clearDelegateToken();
  queryClient.clear();
}
