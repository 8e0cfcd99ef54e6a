import { QueryClient } from '@tanstack/react-query';
import { onForgetIdentity } from './forget-identity';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// No cached answer of the previous identity may be reused (forget-identity.ts).
onForgetIdentity(() => queryClient.clear());
