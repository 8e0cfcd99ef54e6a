import type { BoardWorker, Shift, ShiftCreate } from '@punchline/contracts';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  EMPTY_COSTING_SELECTION,
  hasFeature,
  type CostingSelection as CostingSelectionValue,
  type FormatPreferences,
} from '@punchline/domain';
import { useState } from 'react';
import { CostingSelection } from '../costing/CostingSelection';
import { useOrgSession } from '../layout/use-org-session';
import { parseTimeEntry, showTime, TIME_ENTRY_HINT } from '../timecards/time-entry';
import { datesBetween } from './board-drag';
import { spanOfDay, wallMinutes } from './board-layout';
import { OPEN_SHIFTS } from './BoardGrid';

/** What the editor opens on: a shift, or a new one for a worker (null: open) and day, or each day through another. */
export type EditorTarget =
  { shift: Shift } | { employeeId: number | null; date: string; through?: string; startMinute?: number; endMinute?: number };
/** A new shift on one day; the editor makes one per day from Date to Repeat through. */
export type NewShift = { date: string; body: ShiftCreate };

/** Records a shift may name (shift classes, departments, org units), as the board loaded them. */
export type Named = { id: number; name: string };

type Props = {
  target: EditorTarget;
  workers: readonly BoardWorker[];
  choices: { classes: readonly Named[]; departments: readonly Named[]; orgUnits: readonly Named[] };
  timeZone: string;
  prefs: FormatPreferences;
  busy: boolean;
  error: string | null;
  onSave: (shifts: NewShift[], shift: Shift | null) => void;
  onDelete: (shift: Shift) => void;
  onClose: () => void;
};

const options = (list: readonly Named[]) => list.map((n) => ({ value: String(n.id), label: n.name }));
const idOf = (value: string | null) => (value === null ? null : Number(value));
const chosen = (s: CostingSelectionValue) => Object.entries(s).some(([key, v]) => key !== 'costingIsPartial' && v !== null);

const DEFAULT_START = 9 * 60;
const DEFAULT_END = 17 * 60;
const OPEN = 'open';

/** The unpaid minutes of a shift's breaks, the one break the editor offers. */
const unpaidMinutes = (shift: Shift | null) => (shift?.breaks ?? []).filter((b) => !b.paid).reduce((m, b) => m + b.durationMinutes, 0);

/**
 * The shift editor: worker (or open), day, start and end typed as on a time card ('8a', '17:30'; an
 * end before the start ends the next day), an unpaid break placed mid-shift, a note.
 */
export function ShiftEditor({ target, workers, choices, timeZone, prefs, busy, error, onSave, onDelete, onClose }: Props) {
  const shift = 'shift' in target ? target.shift : null;
  const [worker, setWorker] = useState(
    String(shift ? (shift.employeeId ?? OPEN) : 'employeeId' in target ? (target.employeeId ?? OPEN) : OPEN),
  );
  const [date, setDate] = useState(shift ? shift.workDate : 'date' in target ? target.date : '');
  const [through, setThrough] = useState(('through' in target && target.through) || '');
  // A new shift starts at 9:00 to 5:00, or over the hours dragged across in the day view.
  const hours = 'shift' in target ? null : target;
  const [start, setStart] = useState(showTime(shift ? wallMinutes(shift.start, timeZone) : (hours?.startMinute ?? DEFAULT_START), prefs));
  const [end, setEnd] = useState(showTime(shift ? wallMinutes(shift.end, timeZone) : (hours?.endMinute ?? DEFAULT_END) % 1440, prefs));
  const [breakMinutes, setBreakMinutes] = useState<number>(shift ? unpaidMinutes(shift) : 30);
  const [note, setNote] = useState(shift?.note ?? '');
  const [shiftClassId, setShiftClassId] = useState<string | null>(shift?.shiftClassId ? String(shift.shiftClassId) : null);
  const [departmentId, setDepartmentId] = useState<string | null>(shift?.departmentId ? String(shift.departmentId) : null);
  const [orgUnitId, setOrgUnitId] = useState<string | null>(shift?.orgUnitId ? String(shift.orgUnitId) : null);
  const [costing, setCosting] = useState<CostingSelectionValue>({ ...EMPTY_COSTING_SELECTION, ...shift?.costing });
  const session = useOrgSession();
  const costingEnabled = hasFeature(session.features, 'job_costing');
  const enhanced = costingEnabled && session.costingMode === 'enhanced';
  const startTime = parseTimeEntry(start);
  const endTime = parseTimeEntry(end);
  const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
  const days = isDate(date) ? (isDate(through) && through > date ? datesBetween(date, through) : [date]) : [];
  const readable = 'minutes' in startTime && 'minutes' in endTime && days.length > 0;

  const save = () => {
    if (!('minutes' in startTime) || !('minutes' in endTime)) return;
    const length = ((endTime.minutes - startTime.minutes + 1440) % 1440 || 1440) - breakMinutes;
    // The break sits in the middle of the shift; the time card's break rules decide the rest.
    const breaks =
      breakMinutes > 0 && length > 0 ? [{ startMinute: Math.floor(length / 2 / 15) * 15, durationMinutes: breakMinutes, paid: false }] : [];
    const employeeId = worker === OPEN ? null : Number(worker);
    const made = days.map((day) => ({
      date: day,
      body: {
        employeeId,
        ...spanOfDay(day, startTime.minutes, endTime.minutes, timeZone),
        breaks,
        note: note.trim() || null,
        shiftClassId: idOf(shiftClassId),
        departmentId: idOf(departmentId),
        orgUnitId: idOf(orgUnitId),
        costing: chosen(costing) ? costing : null,
      },
    }));
    onSave(made, shift);
  };

  const people = [{ value: OPEN, label: OPEN_SHIFTS }, ...workers.map((w) => ({ value: String(w.employeeId), label: w.name }))];
  return (
    <Modal opened onClose={onClose} title={shift ? 'Edit Shift' : 'Add Shift'} centered size="lg">
      <Stack gap="sm">
        {shift && shift.status === 'changed' && shift.published && (
          <Text size="sm" c="dimmed">
            Changed since published ({shift.changedFields.join(', ')}); workers see the published shift until you publish again.
          </Text>
        )}
        <Select label="Worker" data={people} value={worker} onChange={(v) => setWorker(v ?? OPEN)} searchable allowDeselect={false} />
        <Group grow>
          <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
          {!shift && (
            <TextInput
              label="Repeat through"
              type="date"
              value={through}
              min={date}
              onChange={(e) => setThrough(e.currentTarget.value)}
              description={days.length > 1 ? `${days.length} shifts, one each day` : undefined}
            />
          )}
        </Group>
        <Group grow>
          <TextInput
            label="Start"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={'error' in startTime ? TIME_ENTRY_HINT : null}
          />
          <TextInput
            label="End"
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={'error' in endTime ? TIME_ENTRY_HINT : null}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Shift class"
            data={options(choices.classes)}
            value={shiftClassId}
            onChange={setShiftClassId}
            clearable
            searchable
          />
          <Select
            label="Department"
            data={options(choices.departments)}
            value={departmentId}
            onChange={setDepartmentId}
            clearable
            searchable
          />
          <Select label="Org unit" data={options(choices.orgUnits)} value={orgUnitId} onChange={setOrgUnitId} clearable searchable />
        </SimpleGrid>
        {costingEnabled && (
          <CostingSelection
            value={costing}
            onChange={setCosting}
            flags={{
              costingEnabled,
              enhancedCostingEnabled: enhanced,
              jobCategoryEnabled: enhanced && hasFeature(session.features, 'job_category'),
            }}
            context={{ enhanced, jobRequired: false, requiredValidation: false }}
            workerId={worker === OPEN ? null : Number(worker)}
            allowPartial={false}
          />
        )}
        <NumberInput
          label="Unpaid break (minutes)"
          min={0}
          max={240}
          step={15}
          value={breakMinutes}
          onChange={(v) => setBreakMinutes(Number(v) || 0)}
        />
        <Textarea label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="space-between">
          {shift && shift.status !== 'removed' ? (
            <Button color="red" variant="subtle" onClick={() => onDelete(shift)} disabled={busy}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} disabled={!readable} loading={busy}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
