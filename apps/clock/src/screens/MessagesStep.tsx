import { formatPersonName, splitLinks } from '@punchline/domain';
import { useEffect, useRef, useState } from 'react';
import type { BodyOf, ClockMessage, clockReceiptBodySchema } from '@punchline/contracts/device';
import { ApiError, deviceApi, isUnpaired } from '../api';
import { sendReceipt } from '../receipts';
import { clockDate, clockTime } from '../zone';
import type { StepProps } from './step-props';
import './messages.css';

// The clock's first step after identifying (issue 35): the worker's waiting messages, one at a
// time, oldest first. One that asks to be acknowledged waits for "I acknowledge"; the others are
// marked read when the worker goes on. Nothing waiting, or no network: straight to the punch.
// Reading and acknowledging are receipts (receipts.ts): without a network they wait on the clock
// with the moment they happened, so a worker who acknowledged is never kept from punching.

export default function MessagesStep({ db, token, config, who, status, onNext, onCancel, onUnpaired }: StepProps) {
  const [messages, setMessages] = useState<ClockMessage[] | null>(null);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!navigator.onLine) return onNext();
    deviceApi.messages(token, who.identification).then(
      (list) => (list.length === 0 ? onNext() : setMessages(list)),
      // A message must never keep a worker from punching: a failure shows none.
      (e: unknown) => (isUnpaired(e) ? void onUnpaired((e as Error).message) : onNext()),
    );
  }, [onNext, onUnpaired, token, who.identification]);

  if (!messages) {
    return (
      <main className="screen centered">
        <p role="status" className="hint">
          Checking your messages…
        </p>
      </main>
    );
  }
  const message = messages[index]!;
  const f = config.formats;
  const zone = config.organization.timeZone;
  const advance = () => (index + 1 < messages.length ? (setIndex(index + 1), setError(null)) : onNext());

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const receipt: BodyOf<typeof clockReceiptBodySchema> = { identification: who.identification, at: new Date().toISOString() };
    try {
      await sendReceipt(db, token, `messages/${message.id}/${message.mustAcknowledge ? 'acknowledge' : 'read'}`, receipt);
      advance();
    } catch (e) {
      if (isUnpaired(e)) return void onUnpaired((e as Error).message);
      // Refused (the message was withdrawn): a read receipt is not worth stopping for; an
      // acknowledgment is what the sender asked for, so the worker is told.
      if (!message.mustAcknowledge) return advance();
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="screen messages" aria-labelledby="message-subject">
      <p className="messages__count">
        {messages.length > 1 ? `Message ${index + 1} of ${messages.length}` : 'A message for you'}
        {status ? ` · ${formatPersonName(status.employee, config.formats)}` : ''}
      </p>
      <article className="messages__card">
        <h1 id="message-subject">{message.subject}</h1>
        <p className="messages__meta">
          {message.senderName ? `From ${message.senderName} · ` : ''}
          {clockDate(message.sentAt, zone, f)} {clockTime(message.sentAt, zone, f)}
        </p>
        <p className="messages__body">
          {splitLinks(message.body).map((part, n) =>
            part.href ? (
              <a key={n} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              <span key={n}>{part.text}</span>
            ),
          )}
        </p>
        {message.mustAcknowledge && <p className="notice notice--warning">Please read this and confirm before you punch.</p>}
      </article>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--primary button--large" disabled={busy} onClick={() => void confirm()}>
          {message.mustAcknowledge ? 'I acknowledge' : index + 1 < messages.length ? 'Next' : 'Continue'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </main>
  );
}
