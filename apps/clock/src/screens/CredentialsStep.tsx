import { formatPersonName } from '@punchline/domain';
import { useEffect, useRef, useState } from 'react';
import type { CredentialProblem } from '@punchline/contracts/device';
import { deviceApi, isUnpaired } from '../api';
import { checksCredentials, credentialStepView } from '../credential-step';
import { DocumentPhoto } from './DocumentPhoto';
import type { StepProps } from './step-props';
import './credentials.css';

// The last step before the punch (issue 35): the worker's missing or expired credentials for a
// clock-in. A policy that refuses: "You cannot clock in", Cancel only; one that warns: Continue.
// Where a policy allows it, the worker may photograph the document for a manager to check.
// Clocked in (an OUT is never refused), offline or without an answer: straight to the punch,
// whose own check stays the authority (the job's policies are judged there).

type Answer = { problems: CredentialProblem[]; photoMaxBytes: number };

export default function CredentialsStep({ token, config, who, status, onNext, onCancel, onUnpaired }: StepProps) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!checksCredentials(status, navigator.onLine)) return onNext();
    void (async () => {
      try {
        // A personal clock reaches its steps before it knows whether its worker is in.
        if (!status && (await deviceApi.identify(token, who.identification)).clockedIn) return onNext();
        const found = await deviceApi.credentialProblems(token, who.identification);
        if (found.problems.length === 0) onNext();
        else setAnswer(found);
      } catch (e) {
        // A failure never keeps a worker from punching: the punch checks again.
        if (isUnpaired(e)) void onUnpaired(e.message);
        else onNext();
      }
    })();
  }, [onNext, onUnpaired, status, token, who.identification]);

  if (!answer) {
    return (
      <main className="screen centered">
        <p role="status" className="hint">
          Checking your credentials…
        </p>
      </main>
    );
  }
  const view = credentialStepView(answer.problems);
  return (
    <main className="screen credentials" aria-labelledby="credentials-title">
      {status && <p className="credentials__name">{formatPersonName(status.employee, config.formats)}</p>}
      {view.refusal ? (
        <div className="credentials__refusal" role="alert">
          <h1 id="credentials-title">{view.refusal}</h1>
          <p>Please see your manager.</p>
        </div>
      ) : (
        <h1 id="credentials-title">Before you clock in</h1>
      )}
      {view.warnings.length > 0 && (
        <div className="notice notice--warning" role={view.refusal ? undefined : 'alert'}>
          {view.warnings.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {!view.refusal && <p>You can clock in. Please see your manager.</p>}
        </div>
      )}
      <div className="actions">
        {!view.refusal && (
          <button type="button" className="button button--primary button--large" onClick={onNext}>
            Continue
          </button>
        )}
        <button type="button" className={`button ${view.refusal ? 'button--primary button--large' : ''}`} onClick={onCancel}>
          Cancel
        </button>
      </div>
      {view.photos.length > 0 && (
        <DocumentPhoto
          token={token}
          identification={who.identification}
          problems={view.photos}
          maxBytes={answer.photoMaxBytes}
          onUnpaired={onUnpaired}
        />
      )}
    </main>
  );
}
