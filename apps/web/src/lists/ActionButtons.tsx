import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ResourceDef } from '@punchline/contracts';
import { formatMessage } from '@punchline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { errorToast } from '../detail/toast';
import { ActionInputDialog } from './ActionInputDialog';
import { invalidateResource } from './resource-queries';
import type { ScreenAction } from './screen-config';

type Props<T> = {
  actions: readonly ScreenAction<T>[];
  target: T;
  orgId: number;
  def: ResourceDef;
  /** How many records the target is ({count} in the question). */
  count: number;
  disabled?: boolean;
  /** Extra list parameters of the pickers an action's input uses, by field. */
  pickerParams?: Readonly<Record<string, Record<string, string>>>;
};

type Run<T> = { action: ScreenAction<T>; data?: Record<string, unknown> };

/**
 * Action buttons (record actions in the detail header, bulk ones in the bulk bar): the values the
 * action takes (a dialog) or its `confirm` question first, then the call, then every query of
 * the collection and its pickers refreshes.
 */
export function ActionButtons<T>({ actions, target, orgId, def, count, disabled, pickerParams }: Props<T>) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<ScreenAction<T> | null>(null);
  const [inputFor, setInputFor] = useState<ScreenAction<T> | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action, data }: Run<T>) => action.run(target, { orgId, def }, data),
    onSuccess: (_data, { action }) => notifications.show({ message: `${action.label}: done.` }),
    onError: (error) => errorToast(error, def.fields),
    onSettled: () => invalidateResource(client, orgId, def.path),
  });
  const offered = actions.filter((a) => !a.hiddenFor?.(target));
  if (offered.length === 0) return null;
  const start = (action: ScreenAction<T>) =>
    action.input ? setInputFor(action) : action.confirm ? setAsking(action) : mutation.mutate({ action });
  return (
    <Group gap="xs">
      {offered.map((action) => (
        <Button
          key={action.label}
          size="xs"
          variant="light"
          disabled={disabled || count === 0}
          loading={mutation.isPending && mutation.variables?.action === action}
          onClick={() => start(action)}
        >
          {action.label}
        </Button>
      ))}
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.label ?? ''}
        message={asking?.confirm ? formatMessage(asking.confirm, { count }) : ''}
        onAnswer={(answer) => {
          const action = asking;
          setAsking(null);
          if (answer && action) mutation.mutate({ action });
        }}
      />
      {inputFor?.input && (
        <ActionInputDialog
          opened
          title={inputFor.label}
          subject={Array.isArray(target) ? `${count} selected` : ''}
          input={inputFor.input}
          orgId={orgId}
          pickerParams={pickerParams}
          onCancel={() => setInputFor(null)}
          onRun={(data) => {
            const action = inputFor;
            setInputFor(null);
            mutation.mutate({ action, data });
          }}
        />
      )}
    </Group>
  );
}
