import { Button, Group, Switch, TextInput } from '@mantine/core';
import { IconFilter, IconListCheck, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  search: string;
  onSearch: (text: string) => void;
  showActive: boolean;
  onShowActive: (value: boolean) => void;
  activeLocked: boolean;
  filterCount: number;
  onFilters: () => void;
  bulk: boolean;
  onBulk: (value: boolean) => void;
  columns: ReactNode;
};

/** Search, filters, Show active only, columns and bulk select. */
export function ListToolbar(p: Props) {
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        aria-label="Search"
        placeholder="Search"
        leftSection={<IconSearch size={16} />}
        value={p.search}
        onChange={(e) => p.onSearch(e.currentTarget.value)}
        style={{ flex: '1 1 200px', maxWidth: 320 }}
      />
      <Button variant="default" leftSection={<IconFilter size={16} />} onClick={p.onFilters}>
        Filters{p.filterCount > 0 ? ` (${p.filterCount})` : ''}
      </Button>
      <Switch
        label="Show active only"
        checked={p.showActive}
        disabled={p.activeLocked}
        onChange={(e) => p.onShowActive(e.currentTarget.checked)}
      />
      {p.columns}
      <Button
        variant={p.bulk ? 'filled' : 'default'}
        leftSection={<IconListCheck size={16} />}
        aria-pressed={p.bulk}
        onClick={() => p.onBulk(!p.bulk)}
      >
        {p.bulk ? 'Done selecting' : 'Select'}
      </Button>
    </Group>
  );
}
