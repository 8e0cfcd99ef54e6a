import { useState, type FormEvent } from 'react';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A keypad large enough for a gloved finger; the field also takes a keyboard or a PIN pad reader. */
export function PinPad({ busy, onPin }: { busy: boolean; onPin: (pin: string) => Promise<void> }) {
  const [pin, setPin] = useState('');

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pin === '' || busy) return;
    const entered = pin;
    setPin('');
    void onPin(entered);
  }

  const press = (key: string) => setPin((p) => (p + key).slice(0, 64));

  return (
    <form className="pinpad" onSubmit={submit}>
      <label htmlFor="pin" className="pinpad__label">
        Enter your PIN
      </label>
      <input
        id="pin"
        className="pinpad__field"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 64))}
        autoFocus
      />
      <div className="pinpad__keys">
        {KEYS.map((k) => (
          <button key={k} type="button" className="key" onClick={() => press(k)}>
            {k}
          </button>
        ))}
        <button type="button" className="key key--secondary" onClick={() => setPin('')} aria-label="Clear">
          C
        </button>
        <button type="button" className="key" onClick={() => press('0')}>
          0
        </button>
        <button type="button" className="key key--secondary" onClick={() => setPin((p) => p.slice(0, -1))} aria-label="Delete last digit">
          ⌫
        </button>
      </div>
      <button type="submit" className="button button--primary button--large" disabled={busy || pin === ''}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
