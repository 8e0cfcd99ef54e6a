import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { OpenShiftClaim } from '@punchline/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { claimsKey, decideClaim, fetchPendingClaims } from './claims-api';
import { shiftSpan } from './shift-span';

export const NO_PENDING_CLAIMS = 'No claims of open shifts are waiting for a decision.';
export const CLAIMS_ERROR = 'There was an error trying to retrieve the claims of open shifts.';

/**
 * Manage → Schedules → Claims (issue 19): workers' claims of open shifts waiting for a manager,
 * with the shift in the organization's formats, the other claims of it and what approving would
 * double-book. Select one or many, write a note if you like, approve (the shift becomes the
 * worker's and is published for them; other claims of it are rejected) or reject. A tab of the
 * Schedules screen.
 */
export function ClaimsPanel() {
  const session = useOrgSession();
  const prefs = useFormats();
  const client = useQueryClient();
  const orgId = session.organizationId;
  const [selected, setSelected] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const claims = useQuery({ queryKey: claimsKey(orgId), queryFn: () => fetchPendingClaims(orgId) });
  const rows = claims.data ?? [];

  // One at a time: approving one claim of a shift rejects the others, which the next call then sees.
  const decide = useMutation({
    mutationFn: async ({ ids, decision }: { ids: number[]; decision: 'approve' | 'reject' }) => {
      let done = 0;
      const failures: string[] = [];
      for (const claim of rows.filter((c) => ids.includes(c.id))) {
        try {
          await decideClaim(orgId, claim, decision, note);
          done += 1;
        } catch (error) {
          failures.push(`${claim.employeeName}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { done, failures, decision };
    },
    onSuccess: ({ done, failures, decision }) => {
      if (done > 0)
        notifications.show({ message: `${done} claim${done === 1 ? '' : 's'} ${decision === 'approve' ? 'approved' : 'rejected'}.` });
      if (failures.length > 0) errorToast(new Error(failures.join(' ')));
      setSelected([]);
      setNote('');
      void client.invalidateQueries({ queryKey: claimsKey(orgId) });
      // The board shows the shift assigned and published.
      void client.invalidateQueries({ queryKey: ['orgs', orgId, 'schedule'] });
    },
    onError: (error) => errorToast(error),
  });

  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const all = rows.length > 0 && selected.length === rows.length;
  const run = (decision: 'approve' | 'reject', ids = selected) => decide.mutate({ ids, decision });

  return (
    <Stack gap="sm" data-testid="open-shift-claims">
      <Title order={2} size="h4">
        Claims of open shifts
      </Title>
      {claims.isError ? (
        <Alert color="red">{CLAIMS_ERROR}</Alert>
      ) : claims.isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{NO_PENDING_CLAIMS}</Text>
      ) : (
        <>
          <Group align="flex-end">
            <TextInput
              label="Note to the worker"
              placeholder="Optional"
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              style={{ flex: 1, maxWidth: 420 }}
            />
            <Button disabled={selected.length === 0} loading={decide.isPending} onClick={() => run('approve')}>
              Approve {selected.length > 0 ? selected.length : ''}
            </Button>
            <Button variant="default" disabled={selected.length === 0} loading={decide.isPending} onClick={() => run('reject')}>
              Reject {selected.length > 0 ? selected.length : ''}
            </Button>
          </Group>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all claims"
                    checked={all}
                    indeterminate={selected.length > 0 && !all}
                    onChange={(e) => setSelected(e.currentTarget.checked ? rows.map((c) => c.id) : [])}
                  />
                </Table.Th>
                <Table.Th>Worker</Table.Th>
                <Table.Th>Shift</Table.Th>
                <Table.Th>Where</Table.Th>
                <Table.Th>Conflicts</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((claim) => (
                <ClaimRow
                  key={claim.id}
                  claim={claim}
                  span={shiftSpan(claim.shift.start, claim.shift.end, session.timezone, prefs)}
                  selected={selected.includes(claim.id)}
                  busy={decide.isPending}
                  onSelect={(on) => toggle(claim.id, on)}
                  onDecide={(decision) => run(decision, [claim.id])}
                />
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

type RowProps = {
  claim: OpenShiftClaim;
  span: string;
  selected: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onDecide: (decision: 'approve' | 'reject') => void;
};

function ClaimRow({ claim, span, selected, busy, onSelect, onDecide }: RowProps) {
  const where = [claim.shift.departmentName, claim.shift.orgUnitName].filter(Boolean).join(' · ');
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          aria-label={`Select the claim of ${claim.employeeName}`}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {claim.employeeName}
        </Text>
        {claim.otherPendingClaims > 0 && (
          <Text size="xs" c="dimmed">
            {claim.otherPendingClaims} other claim{claim.otherPendingClaims === 1 ? '' : 's'} of this shift
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{span}</Text>
        {claim.shift.note && (
          <Text size="xs" c="dimmed">
            {claim.shift.note}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{where}</Text>
      </Table.Td>
      <Table.Td>
        {claim.conflicts.length === 0 ? (
          <Badge color="green" variant="light">
            None
          </Badge>
        ) : (
          claim.conflicts.map((c) => (
            <Text key={c} size="sm" c="red.8">
              {c}
            </Text>
          ))
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" disabled={busy || claim.conflicts.length > 0} onClick={() => onDecide('approve')}>
            Approve
          </Button>
          <Button size="xs" variant="default" disabled={busy} onClick={() => onDecide('reject')}>
            Reject
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
