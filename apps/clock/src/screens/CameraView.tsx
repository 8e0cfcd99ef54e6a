import { useEffect, useState, type RefObject } from 'react';
import { cameraRefusal, openCamera } from '../camera';

/**
 * The camera's picture, for the QR reader and the punch photo. `video` gets the element so the
 * screen can read frames from it. Shows why there is no picture when the camera was refused.
 */
export function CameraView({ video, label, onReady }: { video: RefObject<HTMLVideoElement | null>; label: string; onReady?: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void openCamera().then((stream) => {
      if (!live) return;
      if (!stream) return setProblem(cameraRefusal());
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      void element.play().catch(() => undefined);
      onReady?.();
    });
    return () => {
      live = false;
    };
  }, [video, onReady]);
  return (
    <div className="camera">
      <video ref={video} className="camera__video" muted playsInline aria-label={label} />
      {problem && (
        <p className="notice notice--warning" role="status">
          {problem}
        </p>
      )}
    </div>
  );
}
