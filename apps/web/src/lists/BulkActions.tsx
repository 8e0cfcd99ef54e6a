import { Alert, Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@punchline/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  selected: number;
  pageSize: number;
  hasMore: boolean;
  canActivate: boolean;
  busy: boolean;
  onSetActive: (active: boolean) => void;
  /** The definition's and the screen's bulk actions. */
  actions?: ReactNode;
};

/** Bulk select mode's bar: the count, the actions, and the section 2 alert when the whole
 *  loaded page is selected while more rows exist. */
export function BulkActions({ selected, pageSize, hasMore, canActivate, busy, onSetActive, actions }: Props) {
  return (
    <>
      <Group gap="sm">
        <Text size="sm" data-testid="selected-count">
          {selected} selected
        </Text>
        {canActivate && (
          <>
            <Button size="xs" variant="light" disabled={selected === 0} loading={busy} onClick={() => onSetActive(false)}>
              Make inactive
            </Button>
            <Button size="xs" variant="light" disabled={selected === 0} loading={busy} onClick={() => onSetActive(true)}>
              Make active
            </Button>
          </>
        )}
        {actions}
      </Group>
      {hasMore && selected > 0 && selected === pageSize && (
        <Alert color="blue" icon={<IconInfoCircle />} py="xs">
          {MESSAGES.allOnPageSelected}
        </Alert>
      )}
    </>
  );
}
