import { Alert, Button, NumberInput, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { hasPermission, PAY_PERIOD_START_RANGES, PAY_PERIOD_TYPES, validatePayPeriodStart, type PayPeriodType } from '@punchline/domain';
import { useState, type FormEvent } from 'react';
import { api } from '../api/http';
import { queryClient } from '../app/query-client';
import { useOrgSession } from '../layout/use-org-session';
import { fieldErrors, formFailure } from './form-errors';
import { TimeZoneSelect } from './TimeZoneSelect';

const TYPE_LABELS: Record<PayPeriodType, string> = {
  week: 'Weekly',
  biweek: 'Every two weeks',
  semimonth: 'Twice a month',
  month: 'Monthly',
};
const START_HELP: Record<PayPeriodType, string> = {
  week: 'Day of the week the period starts (1 = Monday … 7 = Sunday).',
  biweek: 'Day of the two-week cycle the period starts.',
  semimonth: 'Day of the month the first half starts.',
  month: 'Day of the month the period starts.',
};

/** orgs/{orgId}/sign-up: the in-app wizard that finishes an organization's setup (in_app → trial). */
export function SignUpWizardPage() {
  const session = useOrgSession();
  const [type, setType] = useState<PayPeriodType>('week');
  const [start, setStart] = useState<number | string>(1);
  const [shiftMode, setShiftMode] = useState('default');
  const [timezone, setTimezone] = useState(session.timezone);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const startError = validatePayPeriodStart(type, Number(start));
  const range = PAY_PERIOD_START_RANGES[type];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (startError) return;
    setBusy(true);
    setError(null);
    try {
      const body = { payPeriodType: type, payPeriodStarts: Number(start), shiftMode, timezone };
      await api(`orgs/${session.organizationId}/sign-up-wizard`, { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: ['orgs', session.organizationId] });
      window.location.assign(`/orgs/${session.organizationId}/dashboard`); // a ready organization: load it afresh
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  if (!hasPermission(session.permissions, 'manage_subscription')) {
    return (
      <Alert color="yellow" title="Setup not finished">
        {session.organizationName} is still being set up. Its account owner must finish the setup before it can be used.
      </Alert>
    );
  }
  const errors = fieldErrors(error);
  const failure = error ? formFailure(error, ['payPeriodType', 'payPeriodStarts', 'shiftMode', 'timezone']) : null;
  return (
    <Stack maw={560}>
      <Title order={1} size="h3">
        Set up {session.organizationName}
      </Title>
      <Text c="dimmed">A few settings to start with; you can change them later in Settings.</Text>
      <Paper withBorder p="md" component="form" onSubmit={submit}>
        <Stack>
          {failure && <Alert color="red">{failure}</Alert>}
          <Select
            label="Pay period"
            required
            allowDeselect={false}
            data={PAY_PERIOD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            value={type}
            onChange={(v) => setType((v ?? 'week') as PayPeriodType)}
            error={errors.payPeriodType}
          />
          <NumberInput
            label="Pay period starts on"
            description={`${START_HELP[type]} Between ${range.min} and ${range.max}.`}
            required
            min={range.min}
            max={range.max}
            allowDecimal={false}
            value={start}
            onChange={setStart}
            error={startError ?? errors.payPeriodStarts}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Shifts
            </Text>
            <SegmentedControl
              value={shiftMode}
              onChange={setShiftMode}
              data={[
                { value: 'default', label: 'Worked hours only' },
                { value: 'open', label: 'Scheduled shifts' },
              ]}
            />
          </div>
          <TimeZoneSelect value={timezone} onChange={setTimezone} error={errors.timezone} />
          <Button type="submit" loading={busy} disabled={Boolean(startError)} w="fit-content">
            Finish setup
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
