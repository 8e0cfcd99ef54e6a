import { formatPersonName, splitLinks } from '@punchline/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, briefingApi, isUnpaired } from '../api';
import { acknowledgment, allAnswered, localWrongAnswer, offlineBriefings, type StepBriefing } from '../briefing-step';
import { sendReceipt } from '../receipts';
import type { StepProps } from './step-props';
import './messages.css';
import './briefings.css';

// The briefings step (issue 35, docs/briefings.md), after the messages: each briefing the worker
// must read before punching, one at a time: its text, link or PDF, its questions, then "I have
// read and understood" (or Skip, when the organization allows it for this briefing). The
// acknowledgment is a receipt: without a network it waits on the clock and is sent later.
// Offline, the briefings of every worker that came with the configuration are shown.

export default function BriefingsStep({ db, token, config, who, status, onNext, onCancel, onUnpaired }: StepProps) {
  const [briefings, setBriefings] = useState<StepBriefing[] | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const show = (list: StepBriefing[]) => (list.length === 0 ? onNext() : setBriefings(list));
    if (!navigator.onLine) return show(offlineBriefings(config));
    briefingApi.pending(token, who.identification).then(show, (e: unknown) => {
      if (isUnpaired(e)) return void onUnpaired(e.message);
      // No network: what was delivered; the server failing otherwise never keeps a worker from punching.
      if (e instanceof NetworkError) return show(offlineBriefings(config));
      onNext();
    });
  }, [config, onNext, onUnpaired, token, who.identification]);

  if (!briefings) {
    return (
      <main className="screen centered">
        <p role="status" className="hint">
          Checking your briefings…
        </p>
      </main>
    );
  }
  const briefing = briefings[index]!;
  const advance = () => {
    setError(null);
    setAnswers([]);
    if (index + 1 < briefings.length) setIndex(index + 1);
    else onNext();
  };

  const acknowledge = async () => {
    const chosen = answers as number[];
    const wrong = localWrongAnswer(briefing, chosen);
    if (wrong) return setError(wrong);
    setBusy(true);
    setError(null);
    try {
      const receipt = acknowledgment(briefing, who.identification, chosen, new Date());
      await sendReceipt(db, token, receipt.path, receipt.body);
      advance();
    } catch (e) {
      if (isUnpaired(e)) return void onUnpaired(e.message);
      // A wrong answer is the worker's to fix; any other refusal (the briefing was switched off) lets them go on.
      if (e instanceof ApiError && e.code === 'wrong_answer') setError(e.message);
      else advance();
    } finally {
      setBusy(false);
    }
  };

  const openPdf = async () => {
    setError(null);
    try {
      const blob = await briefingApi.pdf(token, who.identification, briefing.id);
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      if (isUnpaired(e)) return void onUnpaired(e.message);
      setError(e instanceof NetworkError ? 'No network: the PDF cannot be opened now. Try again.' : (e as Error).message);
    }
  };

  return (
    <main className="screen messages briefings" aria-labelledby="briefing-name">
      <p className="messages__count">
        {briefings.length > 1 ? `Briefing ${index + 1} of ${briefings.length}` : 'A briefing for you'}
        {status ? ` · ${formatPersonName(status.employee, config.formats)}` : ''}
      </p>
      <article className="messages__card">
        <h1 id="briefing-name">{briefing.name}</h1>
        <p className="messages__meta">{briefing.frequency === 'daily' ? "Today's briefing" : 'Please read this before you punch.'}</p>
        {briefing.contentText && (
          <p className="messages__body">
            {splitLinks(briefing.contentText).map((part, n) =>
              part.href ? (
                <a key={n} href={part.href} target="_blank" rel="noopener noreferrer">
                  {part.text}
                </a>
              ) : (
                <span key={n}>{part.text}</span>
              ),
            )}
          </p>
        )}
        {briefing.contentUrl && (
          <a className="button briefings__open" href={briefing.contentUrl} target="_blank" rel="noopener noreferrer">
            Open the briefing
          </a>
        )}
        {briefing.pdfName && (
          <button type="button" className="button briefings__open" onClick={() => void openPdf()}>
            Open {briefing.pdfName}
          </button>
        )}
        {briefing.questions.map((q, qi) => (
          <fieldset key={qi} className="briefings__question">
            <legend>{q.text}</legend>
            <div className="briefings__choices">
              {q.choices.map((choice, ci) => (
                <button
                  key={ci}
                  type="button"
                  className={`button briefings__choice${answers[qi] === ci ? ' button--primary' : ''}`}
                  aria-pressed={answers[qi] === ci}
                  onClick={() => {
                    setError(null);
                    setAnswers((a) => Object.assign([...a], { [qi]: ci }));
                  }}
                >
                  {choice}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </article>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={busy || !allAnswered(briefing, answers)}
          onClick={() => void acknowledge()}
        >
          I have read and understood
        </button>
        {briefing.skippable && (
          <button type="button" className="button" onClick={advance}>
            Skip
          </button>
        )}
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </main>
  );
}
