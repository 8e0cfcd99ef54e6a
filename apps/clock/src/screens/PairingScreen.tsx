import { useEffect, useRef, useState, type FormEvent } from 'react';
import { deviceApi, isUnpaired, NetworkError } from '../api';
import type { Pairing } from '@punchline/contracts/device';

/**
 * Pairing: the clock trades the code an administrator made in Settings → Devices for its device
 * token, once. A link with `?pair=CODE` (the QR code of the pairing dialog) pairs by itself.
 */
export function PairingScreen({ message, onPaired }: { message: string | null; onPaired: (pairing: Pairing) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fromLink = useRef(new URLSearchParams(location.search).get('pair'));

  async function pair(value: string) {
    setBusy(true);
    setError(null);
    try {
      const pairing = await deviceApi.pair(value.trim());
      await onPaired(pairing);
    } catch (e) {
      setError(
        e instanceof NetworkError
          ? 'There is no network. Connect this device to the internet and try again.'
          : isUnpaired(e)
            ? e.message
            : (e as Error).message,
      );
      setBusy(false);
    }
  }

  useEffect(() => {
    const linked = fromLink.current;
    if (!linked) return;
    fromLink.current = null;
    // The code is used once: keep it out of the address bar and the history.
    history.replaceState(null, '', location.pathname);
    setCode(linked);
    void pair(linked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pairs once, from the link the page was opened with
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return setError('Enter the pairing code shown in Settings → Devices.');
    void pair(code);
  }

  return (
    <main className="pairing">
      <h1>Pair this clock</h1>
      {message && (
        <p className="notice notice--warning" role="alert">
          {message}
        </p>
      )}
      <ol className="steps">
        <li>In the Punchline console, open Settings → Devices.</li>
        <li>Add this device (or choose it) and press Pair device.</li>
        <li>Type the code it shows here, or scan its QR code with this device.</li>
      </ol>
      <form onSubmit={submit} className="pairing__form" noValidate>
        <label htmlFor="pairing-code">Pairing code</label>
        <input
          id="pairing-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-describedby={error ? 'pairing-error' : undefined}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Pairing…' : 'Pair'}
        </button>
        <p id="pairing-error" className="field-error" role="alert" aria-live="assertive">
          {error}
        </p>
      </form>
    </main>
  );
}
