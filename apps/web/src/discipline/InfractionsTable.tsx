import { ActionIcon, Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Infraction } from '@punchline/contracts';
import { formatDate, formatDateTime } from '@punchline/domain';
import { IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { pointsFigure } from './points-format';

type Props = {
  rows: readonly Infraction[];
  selected: ReadonlySet<string>;
  onSelect: (keys: readonly string[], on: boolean) => void;
  /** Deletes a custom infraction (found ones cannot be: they are excused instead). */
  onDelete: (row: Infraction) => void;
};

/**
 * The infractions, newest first as the server sends them, each to select for Excuse or
 * Reinstate. On a phone the worker and date share a cell, and the kind, description and excusal
 * get a line of their own under them: seven columns side by side do not fit 390 px.
 */
export function InfractionsTable({ rows, selected, onSelect, onDelete }: Props) {
  const prefs = useFormats();
  const narrow = useMediaQuery('(max-width: 700px)');
  const all = rows.length > 0 && rows.every((r) => selected.has(r.key));
  const some = rows.some((r) => selected.has(r.key));
  const date = (iso: string) => formatDate(iso, prefs);
  return (
    <Table withTableBorder striped={!narrow} fz="sm" data-testid="infractions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Select every infraction shown"
              checked={all}
              indeterminate={some && !all}
              onChange={(e) =>
                onSelect(
                  rows.map((r) => r.key),
                  e.currentTarget.checked,
                )
              }
            />
          </Table.Th>
          <Table.Th>{narrow ? 'Worker, Date' : 'Date'}</Table.Th>
          {!narrow && <Table.Th>Worker</Table.Th>}
          {!narrow && <Table.Th>Infraction</Table.Th>}
          {!narrow && <Table.Th>Description</Table.Th>}
          <Table.Th ta="right">Points</Table.Th>
          {!narrow && <Table.Th>Status</Table.Th>}
          {!narrow && <Table.Th w={44} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Fragment key={r.key}>
            <Table.Tr data-testid="infraction" data-key={r.key} style={narrow ? { borderBottom: 0 } : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${r.worker}: ${r.typeName} on ${date(r.date)}`}
                  checked={selected.has(r.key)}
                  onChange={(e) => onSelect([r.key], e.currentTarget.checked)}
                />
              </Table.Td>
              {narrow ? (
                <Table.Td>
                  {r.worker}
                  <Text size="xs" c="dimmed">
                    {date(r.date)}
                  </Text>
                </Table.Td>
              ) : (
                <>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(r.date)}</Table.Td>
                  <Table.Td>{r.worker}</Table.Td>
                </>
              )}
              {!narrow && (
                <Table.Td>
                  <KindBadge row={r} />
                </Table.Td>
              )}
              {!narrow && <Table.Td>{r.description}</Table.Td>}
              <Table.Td ta="right">
                <Points row={r} />
              </Table.Td>
              {!narrow && (
                <Table.Td>
                  <Status row={r} />
                </Table.Td>
              )}
              {!narrow && (
                <Table.Td>
                  <DeleteCustom row={r} onDelete={onDelete} />
                </Table.Td>
              )}
            </Table.Tr>
            {narrow && (
              <Table.Tr>
                <Table.Td />
                <Table.Td colSpan={2} pt={0}>
                  <Stack gap={4} align="flex-start">
                    <KindBadge row={r} />
                    <Text size="sm">{r.description}</Text>
                    <Status row={r} />
                    <DeleteCustom row={r} onDelete={onDelete} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function KindBadge({ row }: { row: Infraction }) {
  return (
    <Badge variant="light" color={row.kind === 'custom' ? 'grape' : 'blue'} styles={{ label: { overflow: 'visible' } }}>
      {row.typeName}
      {row.minutes !== null ? ` · ${row.minutes} min` : ''}
    </Badge>
  );
}

/** An excused infraction's points are struck through: they are what it would have counted. */
function Points({ row }: { row: Infraction }) {
  if (row.excused)
    return (
      <Text span size="sm" td="line-through" c="dimmed">
        {pointsFigure(row.points)}
      </Text>
    );
  if (row.points === 0)
    return (
      <Text span size="sm" c="dimmed" title="Not counted under the worker's policy">
        0
      </Text>
    );
  return <b>{pointsFigure(row.points)}</b>;
}

function Status({ row }: { row: Infraction }) {
  const { timezone } = useOrgSession();
  const prefs = useFormats();
  if (!row.excused) return null;
  const who = [row.excused.by, formatDateTime(row.excused.at, timezone, prefs)].filter(Boolean).join(', ');
  return (
    <Stack gap={2} align="flex-start" data-testid="excused">
      <Badge color="gray" variant="light">
        Excused
      </Badge>
      <Text size="xs">
        {row.excused.reason}{' '}
        <Text span size="xs" c="dimmed">
          ({who})
        </Text>
      </Text>
    </Stack>
  );
}

function DeleteCustom({ row, onDelete }: { row: Infraction; onDelete: (row: Infraction) => void }) {
  if (row.customId === null) return null;
  return (
    <ActionIcon variant="subtle" color="red" aria-label={`Delete the custom infraction of ${row.worker}`} onClick={() => onDelete(row)}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
