import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hasPermission } from '@punchline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/http';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { useOrgSession } from '../layout/use-org-session';
import { timecardsKey } from './use-card';

type Props = { orgId: number; periodStart: string; state: 'open' | 'locked' | 'finalized'; periodText: string };

const QUESTIONS = {
  locked: {
    title: 'Lock Pay Period',
    message: (period: string) =>
      `Lock the pay period ${period}? Its time cards keep what the rules give them now, and no punch in it can be added, changed or deleted until it is reopened.`,
  },
  open: {
    title: 'Reopen Pay Period',
    message: (period: string) => `Reopen the pay period ${period}? Its punches can be changed again, and its time cards follow them.`,
  },
} as const;

/**
 * Lock or reopen the card's pay period (PUT pay-periods/{start}), for payroll managers. A
 * finalized period never changes again, so it offers nothing.
 */
export function PeriodLockButton({ orgId, periodStart, state, periodText }: Props) {
  const session = useOrgSession();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const next = state === 'open' ? 'locked' : 'open';
  const change = useMutation({
    mutationFn: () => api(`orgs/${orgId}/pay-periods/${periodStart}`, { method: 'PUT', body: { state: next } }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: next === 'locked' ? 'Pay period locked.' : 'Pay period reopened.' });
      return client.invalidateQueries({ queryKey: timecardsKey(orgId) });
    },
    onError: (error) => notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) }),
  });
  if (state === 'finalized' || !hasPermission(session.permissions, 'manage_payroll')) return null;
  const question = QUESTIONS[next];
  return (
    <>
      <Button variant="default" loading={change.isPending} onClick={() => setAsking(true)}>
        {question.title}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={question.title}
        message={question.message(periodText)}
        yes={next === 'locked' ? 'Lock' : 'Reopen'}
        no="Cancel"
        onAnswer={(yes) => {
          setAsking(false);
          if (yes) change.mutate();
        }}
      />
    </>
  );
}
