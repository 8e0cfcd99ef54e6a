import { signInUrl } from './identity-token';

let leaving = false;
// While the router loads a page its loaders decide where to go (they know the page being
// opened); these redirects are for calls made by a screen that is already showing.
let navigating: () => boolean = () => false;

export function setNavigationState(isNavigating: () => boolean): void {
  navigating = isNavigating;
}

/** Sends the browser to sign-in with `next` (SPEC section 4 Tokens); the first call wins. */
export function redirectToSignIn(): void {
  if (leaving || navigating()) return;
  leaving = true;
  window.location.assign(signInUrl());
}

/** The organization's login requirement is not met: its auth-policy-error screen explains why. */
export function redirectToAuthPolicyError(orgId: number): void {
  const target = `/orgs/${orgId}/auth-policy-error`;
  if (leaving || navigating() || window.location.pathname === target) return;
  leaving = true;
  window.location.assign(target);
}
