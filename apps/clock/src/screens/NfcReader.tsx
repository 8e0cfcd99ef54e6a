import { useEffect, useState } from 'react';
import { readNfcTag } from '../nfc';

/** Waits for an NFC badge against the device (Web NFC asks for permission on the first scan). */
export function NfcReader({ busy, onTag }: { busy: boolean; onTag: (tag: string) => Promise<void> }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started || busy) return;
    const stop = new AbortController();
    readNfcTag(stop.signal)
      .then((tag) => onTag(tag))
      .catch((error: Error) => {
        if (error.name !== 'AbortError')
          setProblem(
            error.name === 'NotAllowedError' ? 'NFC is blocked for this clock. Allow it in the browser’s site settings.' : error.message,
          );
      });
    return () => stop.abort();
  }, [busy, onTag, started]);
  return (
    <div className="nfc">
      {started ? (
        <p className="nfc__hint" role="status">
          {busy ? 'Checking…' : 'Hold your badge against the back of the device.'}
        </p>
      ) : (
        <button type="button" className="button button--primary button--large" onClick={() => setStarted(true)}>
          Scan NFC badge
        </button>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
