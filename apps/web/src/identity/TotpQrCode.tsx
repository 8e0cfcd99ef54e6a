import { Image, Skeleton } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth:// address as a QR code, for an authenticator app on a phone to scan. */
export function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(uri, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null)); // the typed key below still works
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <Image src={src} w={176} h={176} alt="QR code for your authenticator app" data-testid="totp-qr" />
  ) : (
    <Skeleton w={176} h={176} />
  );
}
