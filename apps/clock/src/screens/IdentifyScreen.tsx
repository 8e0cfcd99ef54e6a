import { useState, type RefObject } from 'react';
import { nfcAvailable } from '../nfc';
import type { ClockConfig, ClockMethod as Method } from '@punchline/contracts/device';
import type { Who } from './who';
import { NfcReader } from './NfcReader';
import { PinPad } from './PinPad';
import { QrReader } from './QrReader';

type Props = { config: ClockConfig; onIdentify: (who: Who) => Promise<string | null>; video: RefObject<HTMLVideoElement | null> };

const METHOD_NAMES: Record<Method, string> = { pin: 'PIN', qr: 'QR badge', nfc: 'NFC badge', face: 'Face' };

/** The methods this browser can do of those the clock takes (face matching needs a native clock app). */
export function usableMethods(config: ClockConfig, hasNfc = nfcAvailable()): Method[] {
  return config.identificationMethods.filter((m) => m === 'pin' || m === 'qr' || (m === 'nfc' && hasNfc));
}

/** A shared clock's start screen: the worker says who they are. */
export function IdentifyScreen({ config, onIdentify, video }: Props) {
  const methods = usableMethods(config);
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function identify(who: Who) {
    setBusy(true);
    setError(null);
    const problem = await onIdentify(who);
    setBusy(false);
    setError(problem);
  }

  if (!method) {
    return (
      <main className="screen screen--message">
        <h1>This clock cannot identify workers</h1>
        <p>
          It is set to {config.identificationMethods.map((m) => METHOD_NAMES[m]).join(', ') || 'no method'}, which this browser cannot do.
          In Settings → Devices, let it take PIN or QR badge.
        </p>
      </main>
    );
  }

  return (
    <main className="screen screen--identify">
      <h1>Clock in or out</h1>
      {methods.length > 1 && (
        <div className="tabs" role="group" aria-label="Identify with">
          {methods.map((m) => (
            <button key={m} type="button" className="tab" aria-pressed={m === method} onClick={() => setMethod(m)}>
              {METHOD_NAMES[m]}
            </button>
          ))}
        </div>
      )}
      {method === 'pin' && <PinPad busy={busy} onPin={(pin) => identify({ identification: { method: 'pin', pin }, label: 'PIN' })} />}
      {method === 'qr' && (
        <QrReader
          video={video}
          busy={busy}
          onBadge={(badge) => identify({ identification: { method: 'qr', badge }, label: `QR badge ${badge}` })}
        />
      )}
      {method === 'nfc' && (
        <NfcReader busy={busy} onTag={(tag) => identify({ identification: { method: 'nfc', tag }, label: `NFC badge ${tag}` })} />
      )}
      <p className="field-error field-error--large" role="alert">
        {error}
      </p>
    </main>
  );
}
