import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchAvatar } from './avatar';

/**
 * A worker's photo as an address an <img> can show: the API's address needs the Authorization
 * header, so the image is fetched and shown from memory. The address carries the photo's version
 * (`?v=`), so one fetch per version is enough.
 */
export function useAvatarImage(src: unknown): string | undefined {
  const address = typeof src === 'string' && src.startsWith('/api/') ? src : null;
  const { data } = useQuery({
    queryKey: ['avatar-image', address],
    queryFn: () => fetchAvatar(address!),
    enabled: address !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
