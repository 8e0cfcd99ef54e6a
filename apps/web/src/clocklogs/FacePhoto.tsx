import { Avatar } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFacePhoto } from './use-face-photo';

type Props = { orgId: number; faceLogId: unknown; size: number; lazy?: boolean };

/**
 * A clock log's face photo. Lazy ones load only once scrolled into view (a list of hundreds of
 * attempts fetches the photos it shows); without a photo the avatar's own silhouette stands in,
 * as the server's stock image does for a photo it cannot find.
 */
export function FacePhoto({ orgId, faceLogId, size, lazy = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(!lazy);
  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  const src = useFacePhoto(orgId, faceLogId, seen);
  return (
    <div ref={box} style={{ display: 'inline-block' }}>
      <Avatar src={src} size={size} radius="sm" alt={src ? 'Face photo' : 'No face photo'} />
    </div>
  );
}
