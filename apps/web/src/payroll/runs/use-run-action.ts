import { notifications } from '@mantine/notifications';
import type { PayRun } from '@punchline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../api/errors';
import { errorToast } from '../../detail/toast';
import { runAction, runKey, runsKey } from './pay-runs-api';
import type { RunAction } from './run-actions';

/**
 * A run's transition as a mutation: on success the run, its summaries and stale workers are
 * read again; a 409 (someone else moved the run) says so and reloads it.
 */
export function useRunAction(orgId: number, run: PayRun | undefined, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, employeeIds }: { action: RunAction; employeeIds?: number[] }) => {
      if (!run) throw new Error('The run is not loaded yet.');
      return runAction(orgId, run, action, employeeIds);
    },
    onSuccess: (_result, { action }) => {
      if (action === 'delete') {
        queryClient.removeQueries({ queryKey: runKey(orgId, run?.id ?? 0) });
        onDeleted();
      }
      void queryClient.invalidateQueries({ queryKey: runsKey(orgId) });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        // A stale version (someone else moved the run) or workers changed since calculation: the
        // server says which; either way the run is read again.
        notifications.show({
          color: 'orange',
          title: 'This pay run was changed',
          message: /someone else/i.test(error.message)
            ? 'Someone else changed this pay run since you opened it. It has been reloaded: check it and try again.'
            : `${error.message} The run has been reloaded.`,
        });
        void queryClient.invalidateQueries({ queryKey: runsKey(orgId) });
      } else errorToast(error);
    },
  });
}
