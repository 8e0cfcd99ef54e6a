import type { AccessContext, RouteSpec } from './types';

/** Declares a route: path relative to its parent, menu label, then options and children. */
export function r(path: string, label: string, extra: Omit<RouteSpec, 'path' | 'label'> = {}): RouteSpec {
  return { path, label, ...extra };
}

/** Billing is for account owners only, never white-label users nor the mobile app. */
export const notWhiteLabelNorApp = (ctx: AccessContext): boolean => !ctx.flags.isWhiteLabel && !ctx.isApp;

/** Invoices exist only with a billing customer and outside the free trial. */
export const hasInvoices = (ctx: AccessContext): boolean => Boolean(ctx.session?.billingCustomerId) && !ctx.flags.isFreeTrial;

export const missedPunchesOn = (ctx: AccessContext): boolean => Boolean(ctx.session?.enableSubmitMissedPunch);

/** The partner (distributor) screen: distributor admins and app admins. */
export const isPartnerAdmin = (ctx: AccessContext): boolean => ctx.user.isDistributorAdmin || ctx.user.isAppAdmin;

/** The sign-up wizard is not offered to white-label users who are not admins. */
export const mayUseSignUp = (ctx: AccessContext): boolean => !ctx.flags.isWhiteLabelNonAdmin;
