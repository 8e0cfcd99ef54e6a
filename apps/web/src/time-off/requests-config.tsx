import { Badge, Text } from '@mantine/core';
import { formatTimeOff, type TimeOffUnit } from '@punchline/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFormats } from '../formats/use-formats';
import type { CellProps, ScreenConfig } from '../lists/screen-config';

// The time off requests list over its definition (packages/contracts resources/time-off-requests.ts):
// the status as a badge, the amount in its unit and the organization's duration format, and the
// conflicts an approver should see before deciding.

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', approved: 'teal', rejected: 'red', cancelled: 'gray' };

function AmountCell({ row, value }: CellProps) {
  const prefs = useFormats();
  return typeof value === 'number' ? <>{formatTimeOff(value, row.unit as TimeOffUnit, prefs)}</> : null;
}

function ConflictsCell({ value }: CellProps) {
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Text size="sm" span title={value}>
      {/* The icon carries the warning colour; orange text would be under 4.5:1 (WCAG AA). */}
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-8)" style={{ verticalAlign: 'middle' }} /> {value}
    </Text>
  );
}

export const timeOffRequestsConfig: ScreenConfig = {
  columns: {
    status: {
      cell: ({ value, text }) => (
        <Badge variant="light" color={STATUS_COLOR[String(value)] ?? 'gray'}>
          {text}
        </Badge>
      ),
      width: 120,
    },
    amount: { cell: (p) => <AmountCell {...p} />, width: 110 },
    conflicts: { cell: (p) => <ConflictsCell {...p} />, width: 220 },
  },
  listColumns: ['employeeId', 'codeId', 'startDate', 'endDate', 'amount', 'status', 'conflicts', 'requestedAt'],
  form: { groups: [{ title: 'Request', fields: ['employeeId', 'codeId', 'startDate', 'endDate', 'partialMinutes', 'note'] }] },
};
