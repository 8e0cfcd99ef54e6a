// The clock's one camera: asked for once, kept open while the page lives, shared by the QR badge
// reader and the punch photo. A refusal is remembered so the worker is not asked at every punch.

let stream: Promise<MediaStream | null> | null = null;
let refusal: string | null = null;

export const CAMERA_BLOCKED =
  "The camera is blocked for this clock. Punches are recorded without a photo; allow the camera in the browser's site settings to add one.";
export const NO_CAMERA = 'This device has no camera the clock can use.';

/** The camera stream, or null when it was refused or there is none (then `cameraRefusal` says why). */
export function openCamera(): Promise<MediaStream | null> {
  stream ??= (async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      refusal = NO_CAMERA;
      return null;
    }
    try {
      return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 } }, audio: false });
    } catch (error) {
      refusal = error instanceof DOMException && error.name === 'NotAllowedError' ? CAMERA_BLOCKED : NO_CAMERA;
      return null;
    }
  })();
  return stream;
}

export const cameraRefusal = (): string | null => refusal;

/** 300 KB is the device API's limit for a punch photo. */
const PUNCH_PHOTO_BYTES = 300 * 1024;

/**
 * A JPEG of what the video shows, as base64 without its data-URL prefix, of at most `maxBytes`
 * (the punch photo's limit unless told: a document photo has its own).
 */
export function snapshot(video: HTMLVideoElement, width = 480, maxBytes = PUNCH_PHOTO_BYTES): string | null {
  if (video.videoWidth === 0) return null;
  // 4 base64 characters carry 3 bytes.
  const maxBase64 = Math.floor(maxBytes / 3) * 4;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((video.videoHeight / video.videoWidth) * width);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.8, 0.6, 0.4]) {
    const base64 = canvas.toDataURL('image/jpeg', quality).split(',')[1] ?? '';
    if (base64.length <= maxBase64) return base64;
  }
  return null;
}
