import type { Shift } from '@punchline/contracts';
import { Box, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { changeKind } from './board-layout';

type Props = {
  shifts: readonly Shift[];
  workerName: (id: number | null) => string;
  span: (start: string, end: string) => string;
  busy: boolean;
  onPublish: () => void;
  onClose: () => void;
};

/**
 * What publishing will change, against the published version: new shifts, changed ones (the
 * fields and what they were), removed ones. Workers whose shifts change are told.
 */
export function PublishDialog({ shifts, workerName, span, busy, onPublish, onClose }: Props) {
  const changes = shifts.filter((s) => changeKind(s) !== null);
  // A phone gets the whole screen and tighter cells, so all four columns (Was too) fit.
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <Modal opened onClose={onClose} title="Publish Schedule" size="lg" centered fullScreen={phone}>
      <Stack gap="sm">
        <Text size="sm">
          {changes.length} {changes.length === 1 ? 'shift changes' : 'shifts change'} for workers. Those with a user account get a
          notification; every worker sees the changes on the time clock.
        </Text>
        {/* A plain box that scrolls down only: a ScrollArea's content takes the table's widest size, so
            on a phone the last column (Was) was cut off instead of the cells wrapping. */}
        <Box mah={360} style={{ overflowY: 'auto' }} data-testid="publish-changes-box">
          <Table striped data-testid="publish-changes" fz={phone ? 'xs' : undefined} horizontalSpacing={phone ? 6 : undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Change</Table.Th>
                <Table.Th>Worker</Table.Th>
                <Table.Th>Shift</Table.Th>
                <Table.Th>Was</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{changeKind(s)}</Table.Td>
                  <Table.Td>{workerName(s.employeeId)}</Table.Td>
                  <Table.Td>{span(s.start, s.end)}</Table.Td>
                  <Table.Td>
                    {s.published && s.status === 'changed'
                      ? `${s.published.employeeId !== s.employeeId ? `${workerName(s.published.employeeId)}, ` : ''}${span(s.published.start, s.published.end)}`
                      : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onPublish} loading={busy} disabled={changes.length === 0}>
            Publish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
