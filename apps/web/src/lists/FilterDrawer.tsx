import { ActionIcon, Button, Drawer, Group, Select, Stack, Tooltip } from '@mantine/core';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useStoredFlag } from '../app/use-stored-flag';

export type ListFilter = { status?: 'inactive' | 'all' };

type Props = { opened: boolean; onClose: () => void; filter: ListFilter; onApply: (filter: ListFilter) => void; pinKey: string };

const STATUS = [
  { value: 'active', label: 'Active only (as the switch says)' },
  { value: 'inactive', label: 'Inactive only' },
  { value: 'all', label: 'Active and inactive' },
];

/**
 * The filter panel: a drawer that can be pinned open beside the list (remembered). Apply closes
 * it unless pinned; the screen puts the applied filter into the route's view parameter.
 */
export function FilterDrawer({ opened, onClose, filter, onApply, pinKey }: Props) {
  const [pinned, setPinned] = useStoredFlag(pinKey, false);
  const [draft, setDraft] = useState(filter);
  const [seen, setSeen] = useState(filter);
  if (seen !== filter) {
    setSeen(filter);
    setDraft(filter);
  }
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Filters"
      withOverlay={!pinned}
      closeOnClickOutside={!pinned}
      lockScroll={!pinned}
      trapFocus={!pinned}
    >
      <Stack>
        <Group justify="flex-end">
          <Tooltip label={pinned ? 'Unpin' : 'Pin open'}>
            <ActionIcon
              variant={pinned ? 'filled' : 'default'}
              aria-label={pinned ? 'Unpin filters' : 'Pin filters'}
              aria-pressed={pinned}
              onClick={() => setPinned(!pinned)}
            >
              {pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        <Select
          label="Status"
          data={STATUS}
          value={draft.status ?? 'active'}
          allowDeselect={false}
          onChange={(v) => setDraft(v === 'inactive' || v === 'all' ? { ...draft, status: v } : {})}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDraft({})}>
            Clear
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              if (!pinned) onClose();
            }}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
