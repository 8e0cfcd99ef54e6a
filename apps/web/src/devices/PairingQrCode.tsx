import { Image, Skeleton } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** The pairing address as a QR code, for a tablet's camera. */
export function PairingQrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(url, { margin: 1, width: SIZE, errorCorrectionLevel: 'M' })
      .then((made) => live && setSrc(made))
      .catch(() => live && setSrc(null)); // the typed code still works
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <Image src={src} w={SIZE} h={SIZE} alt="QR code to pair the tablet" data-testid="pairing-qr" />
  ) : (
    <Skeleton w={SIZE} h={SIZE} />
  );
}
