import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { sessionQuery } from '../app/queries';

/** Reloads the organization's session settings after a subscription change, so the alert bar,
 *  the menus and the inactive-org redirect follow the new state without a page reload. */
export function useSessionRefresh(orgId: number): () => Promise<void> {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return async () => {
    await client.invalidateQueries({ queryKey: sessionQuery(orgId).queryKey });
    await revalidator.revalidate();
  };
}
