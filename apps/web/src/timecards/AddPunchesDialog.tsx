import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { clockOf, parseTimeEntry } from './time-entry';

type Row = { type: 'in' | 'out'; text: string };
type Props = {
  opened: boolean;
  count: number;
  defaultDate: string;
  onClose: () => void;
  onAdd: (date: string, punches: { type: 'in' | 'out'; time: string }[]) => void;
};

const START: Row[] = [
  { type: 'in', text: '' },
  { type: 'out', text: '' },
];

/** The punches to add, the same for every chosen worker: a day and its times (typed as in the card). */
export function AddPunchesDialog({ opened, count, defaultDate, onClose, onAdd }: Props) {
  const [date, setDate] = useState(defaultDate);
  const [rows, setRows] = useState<Row[]>(START);
  const parsed = rows.map((r) => (r.text.trim() === '' ? null : parseTimeEntry(r.text)));
  const punches = rows.flatMap((r, i) => {
    const p = parsed[i];
    return p && 'minutes' in p ? [{ type: r.type, time: clockOf(p.minutes) }] : [];
  });
  const invalid = parsed.some((p) => p !== null && 'error' in p);
  const set = (i: number, row: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...row } : r)));
  return (
    <Modal opened={opened} onClose={onClose} title={`Add punches for ${count} workers`}>
      <Stack>
        <TextInput type="date" label="Day" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        {rows.map((r, i) => {
          const p = parsed[i];
          return (
            <Group key={i} align="flex-start">
              <SegmentedControl
                value={r.type}
                onChange={(v) => set(i, { type: v as 'in' | 'out' })}
                data={[
                  { value: 'in', label: 'In' },
                  { value: 'out', label: 'Out' },
                ]}
              />
              <TextInput
                aria-label={`Punch ${i + 1} time`}
                placeholder="8:00a"
                value={r.text}
                error={p && 'error' in p ? p.error : undefined}
                onChange={(e) => set(i, { text: e.currentTarget.value })}
              />
            </Group>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="subtle"
            disabled={rows.length >= 8}
            onClick={() => setRows((all) => [...all, { type: all.at(-1)?.type === 'in' ? 'out' : 'in', text: '' }])}
          >
            Add Another Time
          </Button>
          <Text size="xs" c="dimmed">
            All or nothing: if any worker is refused, no punch is added.
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={invalid || punches.length === 0 || date === ''} onClick={() => onAdd(date, punches)}>
            Add Punches
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
