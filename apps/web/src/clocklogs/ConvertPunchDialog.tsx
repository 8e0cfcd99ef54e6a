import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ShiftData } from '@punchline/contracts';
import { extractErrorText, formatDate, hasFeature, type CostingErrors, type CostingSelection as Selection } from '@punchline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { CostingSelection } from '../costing/CostingSelection';
import { formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { invalidateResource } from '../lists/resource-queries';
import { attachPunch, type AttachChoice } from './clock-logs-api';
import { attemptLabel, CONVERTED, costingBody, initialCosting, nearbyPunch, NEW_OPTIONS, pairOptions, splitErrors } from './convert-dialog';

type Props = {
  /** The Convert-to-punch data of the clock log (GET clocklogs/{id}/shift-data or a decision's answer). */
  data: ShiftData;
  onClose: () => void;
};

/**
 * Convert-to-punch (SPEC section 4): the worker's punches around the clock log, with the sides
 * the log may fill (assign as IN or OUT), a new IN or OUT, and the costing of the punch. Skip
 * closes it. Errors stay in the dialog; success toasts 'Successfully converted to punch'. Shared
 * with the dashboard's face-failure panel (issue 18).
 */
export function ConvertPunchDialog({ data, onClose }: Props) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const client = useQueryClient();
  const format = formatWith(prefs, data.timezone);
  const [costing, setCosting] = useState<Selection>(() => initialCosting(data));
  const [errors, setErrors] = useState<{ costing: CostingErrors; text: string | null }>({ costing: {}, text: null });
  const costingEnabled = hasFeature(session.features, 'job_costing');
  const enhanced = costingEnabled && session.costingMode === 'enhanced';
  const flags = {
    costingEnabled,
    enhancedCostingEnabled: enhanced,
    jobCategoryEnabled: enhanced && hasFeature(session.features, 'job_category'),
  };

  const convert = useMutation({
    mutationFn: (choice: AttachChoice) => attachPunch(orgId, data.clockLogId, choice, costingBody(costing)),
    onSuccess: () => {
      notifications.show({ message: CONVERTED });
      void invalidateResource(client, orgId, 'clocklogs');
      onClose();
    },
    onError: (error) => {
      const split = error instanceof ApiRequestError ? splitErrors(error.body) : { costing: {}, other: {} };
      const others = Object.values(split.other).flat();
      const costingOnly = Object.keys(split.costing).length > 0 && others.length === 0;
      const text = error instanceof ApiRequestError ? extractErrorText(error.body) : error.message;
      setErrors({ costing: split.costing, text: costingOnly ? null : others.join(' ') || text });
    },
  });

  const choose = (choice: AttachChoice) => {
    setErrors({ costing: {}, text: null });
    convert.mutate(choice);
  };
  const busy = convert.isPending;
  const time = (instant: string | null) => (instant ? format.dateTime(instant) : '—');
  const nearby = nearbyPunch(data);

  return (
    <Modal opened onClose={onClose} title="Convert to punch" size="lg">
      <Stack gap="md">
        <Text size="sm">
          {data.employeeName} · {formatDate(data.date, prefs)}
        </Text>
        <Text size="sm" data-testid="convert-attempt">
          {attemptLabel(data.type)} at <b>{time(data.at)}</b>
        </Text>
        {nearby && (
          <Alert color="yellow" title="A punch is already close to this attempt" data-testid="convert-nearby">
            {data.employeeName ?? 'The worker'} already has an {nearby.type.toUpperCase()} punch at {time(nearby.at)},{' '}
            {nearby.minutes === 1 ? '1 minute' : `${nearby.minutes} minutes`} from this attempt. Converting it would likely record the same
            punch twice: choose Skip unless the worker really punched again.
          </Alert>
        )}
        {data.punches.length === 0 ? (
          <Text size="sm" c="dimmed">
            There are no punches around this clock log. Add it as a new IN or OUT.
          </Text>
        ) : (
          <Table data-testid="convert-punches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>In</Table.Th>
                <Table.Th>Out</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.punches.map((pair) => (
                <Table.Tr key={pair.id}>
                  <Table.Td>{time(pair.inDt)}</Table.Td>
                  <Table.Td>{time(pair.outDt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      {pairOptions(pair).map((option) => (
                        <Button key={option.label} size="xs" variant="light" disabled={busy} onClick={() => choose(option.choice)}>
                          {option.label}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {costingEnabled && (
          <CostingSelection
            value={costing}
            onChange={setCosting}
            flags={flags}
            context={{ enhanced, jobRequired: session.jobRequired === true, convertDialog: true }}
            errors={errors.costing}
            workerId={data.worker}
            deviceOrgUnitId={data.deviceOrgUnit}
            allowPartial={false}
          />
        )}
        {errors.text && (
          <Alert color="red" title="There was an error">
            {errors.text}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Skip
          </Button>
          <Group gap="xs">
            {NEW_OPTIONS.map((option) => (
              <Button key={option.label} loading={busy} onClick={() => choose(option.choice)}>
                {option.label}
              </Button>
            ))}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
