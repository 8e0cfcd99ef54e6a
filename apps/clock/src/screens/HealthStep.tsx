import { formatPersonName, type HealthAnswer } from '@punchline/domain';
import { useEffect, useRef, useState } from 'react';
import type { ClockQuestionnaire, WorkerStatus } from '@punchline/contracts/device';
import { deviceApi, isUnpaired } from '../api';
import { judgeAtClock, questionnaireToAsk } from '../health-step';
import { newSubmission, sendPunch } from '../punch';
import type { StepProps } from './step-props';
import './health.css';

// The health and safety step (issue 35, docs/health-safety.md): before a clock-in, the worker's
// questionnaire one yes/no question at a time. Passing answers ride on the punch; a failing one
// shows the refusal and whom to contact at once (judged here from the configuration, offline
// too) and the attempt is still sent, so the server keeps the answer and tells the managers.

type Asking = { questionnaire: ClockQuestionnaire; status: WorkerStatus | null };

export default function HealthStep({ db, token, config, who, status, onNext, onCancel, onUnpaired }: StepProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [answers, setAnswers] = useState<HealthAnswer[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let known = status;
      // A personal clock reaches its steps before it knows whether its worker is in.
      if (!known && config.mode === 'personal' && navigator.onLine) {
        try {
          known = await deviceApi.identify(token, who.identification);
        } catch (e) {
          if (isUnpaired(e)) return void onUnpaired(e.message);
        }
      }
      const questionnaire = questionnaireToAsk(config, known);
      if (questionnaire) setAsking({ questionnaire, status: known });
      else onNext();
    })();
  }, [config, onNext, onUnpaired, status, token, who.identification]);

  if (!asking) {
    return (
      <main className="screen centered">
        <p role="status" className="hint">
          One moment…
        </p>
      </main>
    );
  }
  const { questionnaire: q } = asking;
  const name = asking.status ? formatPersonName(asking.status.employee, config.formats) : who.label;

  if (refusal) {
    return (
      <main className="screen health" aria-labelledby="health-title">
        <div className="health__refusal" role="alert">
          <h1 id="health-title">{refusal}</h1>
        </div>
        <button type="button" className="button button--primary button--large" onClick={onCancel}>
          OK
        </button>
      </main>
    );
  }

  const question = q.questions[answers.length]!;
  const answer = (value: boolean) => {
    const next = [...answers, { questionId: question.id, answer: value }];
    // The first failing answer ends the questions; the last passing one ends the step.
    const failed = value !== question.passAnswer;
    if (!failed && next.length < q.questions.length) return setAnswers(next);
    const outcome = judgeAtClock(q, next);
    if (outcome.passed) return onNext({ healthCheck: outcome.healthCheck });
    setRefusal(outcome.refusal);
    // The refused attempt goes to the server (or the offline queue) so that it is kept and the managers told.
    const submission = newSubmission({
      type: asking.status ? 'in' : 'auto',
      identification: who.identification,
      healthCheck: outcome.healthCheck,
    });
    void sendPunch({ db, token, config }, submission, who.label).then((sent) => {
      if (sent.kind === 'unpaired') void onUnpaired(sent.message);
      else if (sent.kind === 'refused') setRefusal(sent.message);
      // The server's questionnaire may have changed since this clock's copy: its word stands.
      else if (sent.kind === 'recorded') setRefusal('Your punch was recorded.');
    });
  };

  return (
    <main className="screen health" aria-labelledby="health-question">
      <p className="health__meta">
        {name} · {q.name} · Question {answers.length + 1} of {q.questions.length}
      </p>
      <h1 id="health-question" className="health__question">
        {question.text}
      </h1>
      <div className="actions health__answers">
        <button type="button" className="button button--large health__yes" onClick={() => answer(true)}>
          Yes
        </button>
        <button type="button" className="button button--large health__no" onClick={() => answer(false)}>
          No
        </button>
      </div>
      <div className="actions actions--secondary">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        {q.skippable && (
          <button type="button" className="button" onClick={() => onNext()}>
            Skip
          </button>
        )}
      </div>
    </main>
  );
}
