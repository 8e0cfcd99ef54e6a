import { Anchor, Text } from '@mantine/core';
import { buildPath, serializeViewFilter } from '@punchline/domain';
import { Link } from 'react-router';
import { WorkerLedger } from '../../discipline/WorkerLedger';
import { Section, type WorkerCtx } from './parts';

/**
 * Attendance: the worker's points ledger, its chart against the thresholds, and the events it
 * raised (issue 34). Shown only with discipline on and manage_discipline (SPEC section 6); the
 * server refuses the ledger to anyone else. Nothing here is a field of the worker: it is read only.
 */
export function AttendanceSection({ ctx }: { ctx: WorkerCtx }) {
  return (
    <Section title="Attendance" testId="section-attendance">
      <div style={{ gridColumn: '1 / -1' }}>
        {ctx.id === null ? (
          <Text size="sm" c="dimmed">
            Save the worker to see their attendance points.
          </Text>
        ) : (
          <>
            <WorkerLedger orgId={ctx.orgId} employeeId={ctx.id} />
            <Anchor
              component={Link}
              size="sm"
              to={buildPath('org.manage.attendance.infractions', {
                orgId: ctx.orgId,
                view: serializeViewFilter({ employeeId: ctx.id }),
              })}
            >
              This worker&rsquo;s infractions
            </Anchor>
          </>
        )}
      </div>
    </Section>
  );
}
