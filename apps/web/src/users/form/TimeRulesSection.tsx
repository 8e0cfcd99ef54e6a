import { FieldInput } from '../../detail/FieldInput';
import { useOrgSession } from '../../layout/use-org-session';
import { Section, WorkerField, type WorkerCtx } from './parts';

/**
 * The time rules that apply to the worker: pay class (with pay classes on), pay rule and work-day
 * start, each empty for the organization's own. The pay class is read-only without sensitive
 * access while employeeSensitivePayClassReadOnly is on, as the server enforces.
 */
export function TimeRulesSection({ ctx }: { ctx: WorkerCtx }) {
  const session = useOrgSession();
  const payClassLocked = !ctx.viewer.sensitive && session.employeeSensitivePayClassReadOnly;
  const payClass = ctx.def.fields.payClassId;
  return (
    <Section title="Time Rules" testId="section-time-rules">
      {session.usePayClass && payClass && (
        <FieldInput
          name="payClassId"
          field={payClass}
          description={payClassLocked ? 'Needs access to sensitive employee fields to change.' : undefined}
          value={ctx.form.values.payClassId}
          error={ctx.form.shownErrors.payClassId?.[0]}
          readOnly={ctx.readOnly || payClassLocked}
          orgId={ctx.orgId}
          onChange={(value) => ctx.form.setValue('payClassId', value)}
        />
      )}
      <WorkerField ctx={ctx} name="payRuleId" description="Empty: the organization's default pay rule." />
      <WorkerField
        ctx={ctx}
        name="shiftStartsAt"
        description={`Empty: the organization's (${session.shiftStartsAt}). HH:MM, e.g. 18:00 for a night crew.`}
      />
    </Section>
  );
}
