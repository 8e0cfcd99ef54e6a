import { useEffect, useRef, type RefObject } from 'react';
import { readQr } from '../qr';
import { CameraView } from './CameraView';

/** Frames are read this often; enough for a badge held up to the camera. */
const SCAN_EVERY_MS = 250;

/** Reads a QR badge held up to the camera. */
export function QrReader({
  video,
  busy,
  onBadge,
}: {
  video: RefObject<HTMLVideoElement | null>;
  busy: boolean;
  onBadge: (badge: string) => Promise<void>;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (busy) return;
    let stopped = false;
    let timer = 0;
    const scan = async () => {
      const element = video.current;
      canvas.current ??= document.createElement('canvas');
      const badge = element ? await readQr(element, canvas.current).catch(() => null) : null;
      if (stopped) return;
      if (badge) return void onBadge(badge);
      timer = window.setTimeout(scan, SCAN_EVERY_MS);
    };
    timer = window.setTimeout(scan, SCAN_EVERY_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [busy, onBadge, video]);
  return (
    <div className="qr">
      <p className="qr__hint">Hold your badge up to the camera.</p>
      <CameraView video={video} label="Camera: hold your badge here" />
      {busy && <p role="status">Checking…</p>}
    </div>
  );
}
