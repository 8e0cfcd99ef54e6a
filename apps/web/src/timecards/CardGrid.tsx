import { Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatDate, formatDuration, type FlagCode, type FormatPreferences, type Timecard } from '@punchline/domain';
import type { Draft } from './card-draft';
import { newPunchId } from './card-draft';
import { localMinutes, type CardRow, type Slot } from './card-layout';
import { FlagLetters } from './FlagLetters';
import { showTime } from './time-entry';
import { TimeCell } from './TimeCell';

type Props = {
  rows: readonly CardRow[];
  pairsPerRow: number;
  draft: Draft;
  errors: Readonly<Record<string, string>>;
  /** The card computed here from the saved punches and the draft (with its trace). */
  computed: Timecard;
  /** Saved punches' instants by id. */
  savedAt: ReadonlyMap<string, number>;
  /** Punches that cannot change (an entry state locks them). */
  lockedIds: ReadonlySet<string>;
  readOnly: boolean;
  timeZone: string;
  prefs: FormatPreferences;
  onCell: (key: string, text: string | undefined) => void;
};

/** A day's pay codes with the engine's explanation of each stretch on hover (the trace). */
function DayCodes({ card, date, prefs }: { card: Timecard; date: string; prefs: FormatPreferences }) {
  const day = card.days.find((d) => d.date === date);
  const codes = Object.entries(day?.byPayCode ?? {}).filter(([, s]) => s > 0);
  if (codes.length === 0) return null;
  const why = card.trace.filter((t) => t.date === date);
  return (
    <Tooltip
      multiline
      w={360}
      withinPortal
      label={
        <Stack gap={2}>
          {why.map((t, i) => (
            <Text key={i} size="xs">
              {t.text}
            </Text>
          ))}
        </Stack>
      }
    >
      <Text size="sm" data-testid={`day-codes-${date}`}>
        {codes.map(([code, s]) => `${code} ${formatDuration(s, prefs)}`).join(', ')}
      </Text>
    </Tooltip>
  );
}

/** The time card as a grid: a row per day, in/out pairs, the day's hours, pay codes and flags. */
export function CardGrid({ rows, pairsPerRow, draft, errors, computed, savedAt, lockedIds, readOnly, timeZone, prefs, onCell }: Props) {
  const flagsOf = new Map(computed.punches.map((p) => [p.id, p.flags]));
  const cellFlags = (slot: Slot): FlagCode[] =>
    flagsOf.get(draft[slot.key] !== undefined && slot.punchId === null ? newPunchId(slot.key) : (slot.punchId ?? '')) ?? [];
  const savedText = (slot: Slot) => {
    const at = slot.punchId === null ? undefined : savedAt.get(slot.punchId);
    return at === undefined ? '' : showTime(localMinutes(at, timeZone), prefs);
  };
  const headers = Array.from({ length: pairsPerRow }, (_, i) => [`In ${i + 1}`, `Out ${i + 1}`]).flat();
  return (
    // On a narrow screen the card scrolls sideways inside its own box, never the page.
    <Table.ScrollContainer minWidth={0} type="native" data-testid="timecard-scroll">
      <Table striped withTableBorder highlightOnHover={false} data-testid="timecard-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            <Table.Th>Hours</Table.Th>
            <Table.Th>Pay Codes</Table.Th>
            <Table.Th>Flags</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const day = computed.days.find((d) => d.date === row.date);
            return (
              <Table.Tr key={row.key} data-date={row.date}>
                <Table.Td>{row.firstOfDay ? formatDate(row.date, { ...prefs, dayOfWeek: 'beforedate' }) : ''}</Table.Td>
                {row.slots.map((slot, i) => (
                  <Table.Td key={slot.key}>
                    <TimeCell
                      slotKey={slot.key}
                      column={i}
                      label={`${headers[i]} ${row.date}`}
                      value={draft[slot.key] ?? savedText(slot)}
                      missed={slot.missed}
                      error={errors[slot.key]}
                      readOnly={readOnly || (slot.punchId !== null && lockedIds.has(slot.punchId))}
                      flags={cellFlags(slot)}
                      onChange={(text) => onCell(slot.key, text)}
                      onRevert={() => onCell(slot.key, undefined)}
                    />
                  </Table.Td>
                ))}
                <Table.Td data-testid={row.firstOfDay ? `day-hours-${row.date}` : undefined}>
                  {row.firstOfDay && day ? formatDuration(day.paidSeconds, prefs) : ''}
                </Table.Td>
                <Table.Td>{row.firstOfDay && <DayCodes card={computed} date={row.date} prefs={prefs} />}</Table.Td>
                <Table.Td>{row.firstOfDay && day && <FlagLetters flags={day.flags} />}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
