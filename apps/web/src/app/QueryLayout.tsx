import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/** Every route but the sign-in page reads through the query cache; it loads with the first of
 *  them (app/router.tsx), so the sign-in page does not download the query library. */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
