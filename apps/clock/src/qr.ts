// Reads a QR badge off a video frame: the browser's own BarcodeDetector where it has one (Android,
// ChromeOS, macOS), else jsQR, loaded only when a badge is first scanned.

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

let detector: Promise<(canvas: HTMLCanvasElement) => Promise<string | null>> | null = null;

async function makeDetector(): Promise<(canvas: HTMLCanvasElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes('qr_code')) {
    const native = new Native({ formats: ['qr_code'] });
    return async (canvas) => (await native.detect(canvas))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (canvas) => {
    const image = canvas.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, canvas.width, canvas.height);
    return image ? (jsQR(image.data, image.width, image.height)?.data ?? null) : null;
  };
}

/** The text of a QR code in the video's current frame, or null. */
export async function readQr(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  if (video.videoWidth === 0) return null;
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0);
  detector ??= makeDetector();
  const text = await (await detector)(canvas);
  return text && text.trim() !== '' ? text.trim() : null;
}
