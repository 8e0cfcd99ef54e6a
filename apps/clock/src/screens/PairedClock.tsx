import type { ComponentProps } from 'react';
import { ClockScreens } from './ClockScreens';
import { Header } from './Header';

type Props = ComponentProps<typeof Header> & ComponentProps<typeof ClockScreens>;

/**
 * The paired clock: its header and its screens. A chunk of its own (App.tsx loads it lazily), so
 * that an unpaired clock's pairing screen does not download the punch screens and the Temporal
 * polyfill their times need; the service worker precaches it with the rest for offline use.
 */
export default function PairedClock({ ctx, onUnpaired, onQueueChanged, ...header }: Props) {
  return (
    <div className="clock">
      <Header {...header} />
      <ClockScreens key={ctx.token} ctx={ctx} onUnpaired={onUnpaired} onQueueChanged={onQueueChanged} />
    </div>
  );
}
