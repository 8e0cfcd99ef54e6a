import type { Mail } from './mailer';

// Console paths the links point at (documented in docs/identity.md); the console reads the
// token from the query and posts it to the API.
export const CONSOLE_PATHS = {
  verifyEmail: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  acceptInvitation: (orgId: number) => `/orgs/${orgId}/accept`,
};

export function verifyEmailMail(to: string, name: string, link: string, consoleName: string): Mail {
  return {
    to,
    subject: `Verify your email address for ${consoleName}`,
    text: `Hello ${name},\n\nOpen this link to verify your email address:\n${link}\n\nThe link works once and expires in 48 hours. If you did not sign up, ignore this mail.\n`,
  };
}

export function resetPasswordMail(to: string, name: string, link: string, consoleName: string): Mail {
  return {
    to,
    subject: `Reset your ${consoleName} password`,
    text: `Hello ${name},\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this mail; your password stays as it is.\n`,
  };
}

export type InvitationMailInput = {
  to: string;
  name: string;
  orgName: string;
  inviterName: string;
  acceptLink: string;
  /** For a person without an account yet: where to choose a password first. */
  setPasswordLink: string | null;
  consoleName: string;
};

export function invitationMail(i: InvitationMailInput): Mail {
  const first = i.setPasswordLink
    ? `First choose your password (the link works once and expires in 48 hours):\n${i.setPasswordLink}\n\nThen accept the invitation:\n`
    : 'Sign in and accept the invitation:\n';
  return {
    to: i.to,
    subject: `${i.inviterName} invited you to ${i.orgName} on ${i.consoleName}`,
    text: `Hello ${i.name},\n\n${i.inviterName} invited you to administer ${i.orgName}.\n\n${first}${i.acceptLink}\n`,
  };
}
