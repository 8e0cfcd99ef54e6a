import { ActionIcon, Button, Drawer, Group, Select, Stack, Tooltip } from '@mantine/core';
import type { ResourceDef } from '@punchline/contracts';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useStoredFlag } from '../app/use-stored-flag';
import { DefinitionFilters } from './DefinitionFilters';
import type { ListFilter } from './list-query';
import type { ScreenConfig } from './screen-config';

type Props = {
  opened: boolean;
  onClose: () => void;
  def: ResourceDef;
  orgId: number;
  /** The screen's own filter content, below (or instead of) the definition's filters. */
  panel?: ScreenConfig['filterPanel'];
  filter: ListFilter;
  onApply: (filter: ListFilter) => void;
  pinKey: string;
};

const STATUS = [
  { value: 'active', label: 'Active only (as the switch says)' },
  { value: 'inactive', label: 'Inactive only' },
  { value: 'all', label: 'Active and inactive' },
];

/**
 * The filter panel: a drawer that can be pinned open beside the list (remembered). Apply closes
 * it unless pinned; the screen puts the applied filter into the route's view parameter.
 */
export function FilterDrawer({ opened, onClose, def, orgId, panel, filter, onApply, pinKey }: Props) {
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
          onChange={(v) => {
            const { status: _, ...rest } = draft;
            setDraft(v === 'inactive' || v === 'all' ? { ...rest, status: v } : rest);
          }}
        />
        {!panel?.replace && <DefinitionFilters def={def} orgId={orgId} draft={draft} onChange={setDraft} />}
        {panel && <panel.component def={def} orgId={orgId} draft={draft} onChange={setDraft} />}
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
