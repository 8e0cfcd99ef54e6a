import { useCallback, useEffect, useState } from 'react';
import { payStubApi } from '../api';
import { payStubFailure, stubRow } from '../pay-stubs';
import type { ClockConfig, Identification, WorkerPayStubs } from '@punchline/contracts/device';
import './schedule.css';
import './my-pay.css';

// My pay on the worker's punch screen (issue 33): the stubs of their finalized pay runs (period,
// pay date, net pay), each opened as its PDF on the clock. Its own lazy chunk, after the punch
// screen. Nothing shows when the organization does not show pay stubs at the clock
// (pay_stubs_off) or the worker has none.

type Props = { token: string; config: ClockConfig; identification: Identification };
type Opened = { paySummaryId: number; url: string; filename: string };

export default function MyPay({ token, config, identification }: Props) {
  const f = config.formats;
  const [loaded, setLoaded] = useState<WorkerPayStubs | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    payStubApi.list(token, identification).then(
      (result) => live && setLoaded(result),
      (error: unknown) => live && setFailed(payStubFailure(error)),
    );
    return () => {
      live = false;
    };
  }, [token, identification]);

  // The PDF lives in memory while shown: let it go when closed or when the worker leaves.
  useEffect(() => () => void (opened && URL.revokeObjectURL(opened.url)), [opened]);

  const open = useCallback(
    async (paySummaryId: number, filename: string) => {
      setBusy(paySummaryId);
      try {
        const blob = await payStubApi.file(token, identification, paySummaryId);
        setOpened({ paySummaryId, filename, url: URL.createObjectURL(blob) });
        setFailed(null);
      } catch (error) {
        setFailed(payStubFailure(error) || null);
      } finally {
        setBusy(null);
      }
    },
    [token, identification],
  );

  if (!loaded) return failed ? <p className="hint">{failed}</p> : null;
  if (loaded.stubs.length === 0) return null;
  return (
    <section className="schedule my-pay" aria-label="My pay">
      <h2>My pay</h2>
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
      {opened ? (
        <div className="my-pay__stub">
          <iframe title="Pay stub" src={opened.url} className="my-pay__frame" />
          <div className="actions actions--secondary">
            <a className="button button--link" href={opened.url} download={opened.filename}>
              Save
            </a>
            <button type="button" className="button" onClick={() => setOpened(null)}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <ul className="schedule__days">
          {loaded.stubs.map((stub) => {
            const row = stubRow(stub, f);
            return (
              <li key={stub.paySummaryId} className="schedule__day" data-testid={`pay-stub-${stub.paySummaryId}`}>
                <span>
                  <span className="schedule__date">{row.period}</span>
                  <span className="schedule__where" style={{ display: 'block' }}>
                    {row.paid}
                  </span>
                </span>
                <span className="schedule__shift">{row.net}</span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy !== null}
                  onClick={() => void open(stub.paySummaryId, `Pay stub ${stub.payDate ?? stub.periodEnd}.pdf`)}
                >
                  {busy === stub.paySummaryId ? 'Opening…' : 'Open'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
