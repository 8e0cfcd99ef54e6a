// NFC badges through Web NFC (Chrome on Android). Elsewhere the clock does not offer NFC.

type NdefReading = Event & { serialNumber: string };
type NdefReader = EventTarget & { scan(options?: { signal?: AbortSignal }): Promise<void> };

export const nfcAvailable = (): boolean => 'NDEFReader' in globalThis;

/** Waits for a tag and gives its serial number; stops when `signal` aborts. */
export async function readNfcTag(signal: AbortSignal): Promise<string> {
  const Reader = (globalThis as unknown as { NDEFReader: new () => NdefReader }).NDEFReader;
  const reader = new Reader();
  await reader.scan({ signal });
  return new Promise((resolve, reject) => {
    reader.addEventListener('reading', (event) => resolve((event as NdefReading).serialNumber), { once: true });
    reader.addEventListener(
      'readingerror',
      () => reject(new Error('The tag could not be read. Hold it still against the back of the device.')),
      {
        once: true,
      },
    );
    signal.addEventListener('abort', () => reject(new DOMException('Stopped', 'AbortError')), { once: true });
  });
}
