import { ActionIcon, Button, Checkbox, Group, Popover, ScrollArea, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { moveColumn, type ColumnPref } from './column-prefs';

type Props = { columns: ColumnPref[]; onChange: (columns: ColumnPref[]) => void; onReset: () => void };

/** Our own column chooser (AG Grid's tool panel is Enterprise): show, hide and order columns. */
export function ColumnChooser({ columns, onChange, onReset }: Props) {
  const visible = columns.filter((c) => c.visible).length;
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Choose columns" role="dialog">
        <ScrollArea.Autosize mah={320}>
          <Stack gap={6}>
            {columns.map((c, i) => (
              <Group key={c.field} gap="xs" justify="space-between" wrap="nowrap">
                <Checkbox
                  label={c.header}
                  checked={c.visible}
                  // The last visible column stays: a grid without columns cannot be brought back by clicking it.
                  disabled={c.visible && visible === 1}
                  onChange={(e) => onChange(columns.map((x) => (x.field === c.field ? { ...x, visible: e.currentTarget.checked } : x)))}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${c.header} up`}
                    disabled={i === 0}
                    onClick={() => onChange(moveColumn(columns, c.field, -1))}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${c.header} down`}
                    disabled={i === columns.length - 1}
                    onClick={() => onChange(moveColumn(columns, c.field, 1))}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Button variant="subtle" size="xs" mt="sm" onClick={onReset}>
          Reset columns
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
