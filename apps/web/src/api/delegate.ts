const DELEGATE_KEY = 'punchline.delegateToken';

/** Who the console acts as in delegate mode, read from the delegate token's claims. */
export type DelegateIdentity = { token: string; orgId: number; orgUserId: number; name: string; email: string; expiresAt: number };

/** Reads a JWT's claims without checking the signature: the server checks it on every call. */
function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // atob gives bytes; claims are UTF-8 (names with accents).
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The delegate identity of a stored token; null for a token that is not a delegate token. */
export function delegateFromToken(token: string): DelegateIdentity | null {
  const c = claimsOf(token);
  if (!c || c.typ !== 'delegate' || typeof c.org !== 'number') return null;
  return {
    token,
    orgId: c.org,
    orgUserId: Number(c.ou),
    name: String(c.name ?? ''),
    email: String(c.email ?? ''),
    expiresAt: Number(c.exp ?? 0),
  };
}

/** Delegate mode applies while a delegate token is stored (SPEC section 4 Tokens). */
export function currentDelegate(): DelegateIdentity | null {
  const token = localStorage.getItem(DELEGATE_KEY);
  return token ? delegateFromToken(token) : null;
}

export function storeDelegateToken(token: string): DelegateIdentity {
  const delegate = delegateFromToken(token);
  if (!delegate) throw new Error('This is not a delegate token.');
  localStorage.setItem(DELEGATE_KEY, token);
  return delegate;
}

export function clearDelegateToken(): void {
  localStorage.removeItem(DELEGATE_KEY);
}
