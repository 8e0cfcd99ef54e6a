import type { PunchResult } from '@punchline/contracts/device';
import { warningsAfterPunch } from '../credential-step';

/**
 * The credential warnings of an accepted clock-in (issue 35): a policy that warns lets the punch
 * through and says what the worker lacks (an expired licence, a missing card), so they can renew
 * it before a policy that refuses would stop them. A refusal is shown as the punch's refusal.
 * Only the job's: the credential step before the punch showed the others (CredentialsStep.tsx).
 */
export function CredentialWarnings({ result }: { result: PunchResult | null }) {
  const warnings = warningsAfterPunch(result?.credentialWarnings);
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice--warning" role="alert" data-testid="credential-warnings">
      <strong>Credentials</strong>
      {warnings.map((w) => (
        <p key={w.typeName}>{w.text}</p>
      ))}
      <p>Please see your manager.</p>
    </div>
  );
}

/** How much longer the confirmation stays to be read when it carries credential warnings. */
export const credentialWarningMs = (result: PunchResult | null) => warningsAfterPunch(result?.credentialWarnings).length * 4_000;
