import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { ReportSpec } from '@punchline/contracts';
import { IconColumns } from '@tabler/icons-react';

type Props = { spec: ReportSpec; value: readonly string[]; onChange: (columns: string[]) => void };

/** The column chooser: every column the report can show, its optional ones unticked until picked. */
export function ReportColumnsPicker({ spec, value, onChange }: Props) {
  const chosen = new Set(value);
  // Kept in the spec's order, whatever order they were ticked in.
  const toggle = (key: string, on: boolean) => onChange(spec.columns.map((c) => c.key).filter((k) => (k === key ? on : chosen.has(k))));
  return (
    <Popover position="bottom-start" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Columns ({value.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label="Columns">
          {spec.columns.map((c) => (
            <Checkbox
              key={c.key}
              label={c.label}
              checked={chosen.has(c.key)}
              disabled={chosen.has(c.key) && value.length === 1}
              onChange={(e) => toggle(c.key, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
