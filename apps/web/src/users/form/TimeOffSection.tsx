import { Text } from '@mantine/core';
import { timeOffAssignmentsResource as assignments } from '@punchline/contracts';
import { formatDate } from '@punchline/domain';
import { useFormats } from '../../formats/use-formats';
import { useRefOptions } from '../../lists/ref-options';
import { Section, type WorkerCtx } from './parts';
import { WorkerRecords } from './WorkerRecords';

const SHOWN = { policyId: assignments.fields.policyId, effectiveFrom: assignments.fields.effectiveFrom, note: assignments.fields.note };

/**
 * Time Off: the policies the worker earns time off under, each from a day (issue 20). Shown only
 * with accruals on and manage_pto (SPEC section 6); the server refuses it to anyone else. A
 * change applies to the balance at once: the ledger is computed from these when read.
 */
export function TimeOffSection({ ctx }: { ctx: WorkerCtx }) {
  const prefs = useFormats();
  const { options } = useRefOptions(ctx.orgId, 'timeoffpolicy');
  const nameOf = (id: unknown) => options.find((o) => o.value === String(id))?.label ?? `#${String(id)}`;
  return (
    <Section title="Time Off" testId="section-timeoff">
      <div style={{ gridColumn: '1 / -1' }}>
        {ctx.id === null ? (
          <Text size="sm" c="dimmed">
            Save the worker to assign a time off policy.
          </Text>
        ) : (
          <WorkerRecords
            orgId={ctx.orgId}
            workerId={ctx.id}
            readOnly={ctx.readOnly}
            def={assignments}
            noun="Time Off Policy"
            plural="Time Off Policies"
            testId="time-off-policies"
            shown={SHOWN}
            blank={{ policyId: null, effectiveFrom: null, note: null }}
            columns={[
              { label: 'Policy', render: (row) => nameOf(row.policyId) },
              { label: 'Effective From', render: (row) => formatDate(String(row.effectiveFrom), prefs) },
              { label: 'Note', render: (row) => (row.note as string | null) ?? '' },
            ]}
          />
        )}
      </div>
    </Section>
  );
}
