import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { authorizationFor } from '../api/http';
import { facePhotoPath } from './clock-logs-api';

async function fetchPhoto(path: string): Promise<Blob> {
  const response = await fetch(`/api/${path}`, { headers: { authorization: await authorizationFor(path) } });
  if (!response.ok) throw new Error(`The photo could not be loaded (${response.status}).`);
  return response.blob();
}

/**
 * A face photo as an address an <img> can show: the API needs the Authorization header, so the
 * image is fetched and shown from memory, once per photo (photos never change under their id).
 * `enabled` false (a thumbnail not yet scrolled into view) fetches nothing.
 */
export function useFacePhoto(orgId: number, faceLogId: unknown, enabled = true): string | undefined {
  const path = typeof faceLogId === 'string' && faceLogId !== '' ? facePhotoPath(orgId, faceLogId) : null;
  const { data } = useQuery({
    queryKey: ['face-photo', path],
    queryFn: () => fetchPhoto(path!),
    enabled: enabled && path !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
