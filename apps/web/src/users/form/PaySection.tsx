import { Text } from '@mantine/core';
import { employeePayRatesResource as payRates } from '@punchline/contracts';
import { formatDate, formatPay } from '@punchline/domain';
import { useFormats } from '../../formats/use-formats';
import { Section, WorkerField, type WorkerCtx } from './parts';
import { WorkerRecords } from './WorkerRecords';

const SHOWN = { effectiveFrom: payRates.fields.effectiveFrom, rate: payRates.fields.rate, note: payRates.fields.note };

/**
 * Pay: the pay type and the pay rate history (GET employee-pay-rates?employeeId=…), each rate
 * added, changed or deleted on its own. Shown only with pay rates access (access_employee_sensitive
 * and manage_payroll); the server refuses it to anyone else.
 */
export function PaySection({ ctx }: { ctx: WorkerCtx }) {
  const prefs = useFormats();
  return (
    <Section title="Pay" testId="section-pay">
      <WorkerField ctx={ctx} name="payType" />
      <div style={{ gridColumn: '1 / -1' }}>
        {ctx.id === null ? (
          <Text size="sm" c="dimmed">
            Save the worker to add pay rates.
          </Text>
        ) : (
          <WorkerRecords
            orgId={ctx.orgId}
            workerId={ctx.id}
            readOnly={ctx.readOnly}
            def={payRates}
            noun="Pay Rate"
            plural="Pay Rates"
            testId="pay-rates"
            shown={SHOWN}
            blank={{ effectiveFrom: null, rate: null, note: null }}
            columns={[
              { label: 'Effective From', render: (row) => formatDate(String(row.effectiveFrom), prefs) },
              { label: 'Rate', render: (row) => (typeof row.rate === 'number' ? formatPay(row.rate, prefs) : '') },
              { label: 'Note', render: (row) => (row.note as string | null) ?? '' },
            ]}
          />
        )}
      </div>
    </Section>
  );
}
