import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { currentDelegate } from '../api/delegate';
import { leaveDelegateMode } from '../api/org-tokens';
import { queryClient } from '../app/query-client';

/** Shown in delegate mode so nobody forgets whose name their changes carry; leaving returns to
 *  the person's own identity. */
export function DelegateBanner() {
  const delegate = currentDelegate();
  if (!delegate) return null;
  function leave() {
    leaveDelegateMode();
    queryClient.clear();
    window.location.assign('/');
  }
  return (
    <Alert color="grape" variant="filled" radius={0} py={6} data-testid="delegate-banner" icon={<IconUserShield size={18} />}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          Acting as {delegate.name} ({delegate.email})
        </Text>
        <Button size="compact-sm" variant="white" color="grape" onClick={leave}>
          Stop acting as {delegate.name}
        </Button>
      </Group>
    </Alert>
  );
}
