import { z } from 'zod';
import { emailField, mailTokenField, nameField, newPasswordField, totpCodeField } from './identity-fields';

/** POST /auth/sign-up: a new, unverified user, signed in at once; a verification mail is sent. */
export const signUpBodySchema = z
  .object({ name: nameField(), email: emailField(), password: newPasswordField() })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** POST /auth/login and /auth/sign-up answer this. With totpRequired the session cookie is set
 *  but cannot make tokens until POST /auth/totp/verify accepts a code. */
export const signInStepSchema = z
  .object({ result: z.object({ userId: z.number().int(), totpRequired: z.boolean() }) })
  .meta({ id: 'SignInStep' });
export type SignInStep = z.infer<typeof signInStepSchema>;

/** POST /auth/verify-email and /auth/reset-password carry the token of the mailed link. */
export const verifyEmailBodySchema = z.object({ token: mailTokenField }).meta({ id: 'VerifyEmailBody' });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField() }).meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({ token: mailTokenField, newPassword: newPasswordField('New password') })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Answer of calls whose only news is success (mail requests, verification). */
export const okResultSchema = z.object({ result: z.object({ ok: z.literal(true) }) }).meta({ id: 'OkResult' });
export type OkResult = z.infer<typeof okResultSchema>;

/** POST /auth/totp/enroll: a new secret to put into an authenticator app, not active until confirmed. */
export const totpEnrollmentSchema = z
  .object({ result: z.object({ secret: z.string(), otpauthUri: z.string(), digits: z.literal(6), period: z.literal(30) }) })
  .meta({ id: 'TotpEnrollment' });
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;

export const totpCodeBodySchema = z.object({ code: totpCodeField }).meta({ id: 'TotpCodeBody' });
export type TotpCodeBody = z.infer<typeof totpCodeBodySchema>;

export const totpStatusSchema = z.object({ result: z.object({ totpEnabled: z.boolean() }) }).meta({ id: 'TotpStatus' });
export type TotpStatus = z.infer<typeof totpStatusSchema>;
