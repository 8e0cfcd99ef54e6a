import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PARTNER_TRIAL_DAYS, type PartnerOrg, type PartnerOrgCreateBody } from '@punchline/contracts';
import { PAY_PERIOD_START_RANGES, PAY_PERIOD_TYPES, validatePayPeriodStart, type PayPeriodType } from '@punchline/domain';
import { useState, type FormEvent } from 'react';
import { fieldErrors, formFailure } from '../identity/form-errors';
import { TimeZoneSelect } from '../identity/TimeZoneSelect';
import { useFormAction } from '../identity/use-form-action';
import { createPartnerOrg } from './partner-api';

const PERIOD_LABELS: Record<PayPeriodType, string> = {
  week: 'Weekly',
  biweek: 'Every two weeks',
  semimonth: 'Twice a month',
  month: 'Monthly',
};
const FIELDS = [
  'name',
  'timezone',
  'ownerName',
  'ownerEmail',
  'startingState',
  'trialDays',
  'payPeriodType',
  'payPeriodStarts',
  'maxUsers',
  'maxDevices',
];

type Props = { distributorId: number; timezone: string; onClose: () => void; onCreated: (org: PartnerOrg) => void };

/**
 * A customer organization: its name and zone, the owner to invite (they get the mail and every
 * permission), how it starts (the owner sets it up, or a trial ready to use with its pay period),
 * and its seats. The server's field messages show under their inputs.
 */
export function CreateOrgDialog({ distributorId, timezone: initialZone, onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [timezone, setTimezone] = useState(initialZone);
  const [ownerName, setOwnerName] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const [startingState, setStartingState] = useState<'in_app' | 'trial'>('in_app');
  const [trialDays, setTrialDays] = useState<number | string>(PARTNER_TRIAL_DAYS.default);
  const [periodType, setPeriodType] = useState<PayPeriodType>('week');
  const [periodStart, setPeriodStart] = useState<number | string>(1);
  const [maxUsers, setMaxUsers] = useState<number | string>(25);
  const [maxDevices, setMaxDevices] = useState<number | string>(2);
  const { busy, error, run } = useFormAction();
  const ready = startingState === 'trial';
  const range = PAY_PERIOD_START_RANGES[periodType];
  const startError = ready ? validatePayPeriodStart(periodType, Number(periodStart)) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (startError) return;
    const body: PartnerOrgCreateBody = {
      name,
      timezone,
      ownerName,
      ownerEmail,
      startingState,
      trialDays: Number(trialDays),
      maxUsers: Number(maxUsers),
      maxDevices: Number(maxDevices),
      ...(ready && { payPeriodType: periodType, payPeriodStarts: Number(periodStart) }),
    };
    await run(async () => onCreated(await createPartnerOrg(distributorId, body)));
  }

  const errors = fieldErrors(error);
  const failure = error ? formFailure(error, FIELDS) : null;
  return (
    <Modal opened onClose={onClose} title="New organization" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && <Alert color="red">{failure}</Alert>}
          <TextInput label="Organization name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
          <TimeZoneSelect value={timezone} onChange={setTimezone} error={errors.timezone} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Owner name"
              required
              value={ownerName}
              onChange={(e) => setOwnerName(e.currentTarget.value)}
              error={errors.ownerName}
            />
            <TextInput
              label="Owner email"
              type="email"
              required
              description="They get an invitation by email."
              value={ownerEmail}
              onChange={(e) => setOwnerEmail(e.currentTarget.value)}
              error={errors.ownerEmail}
            />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Starts
            </Text>
            <SegmentedControl
              value={startingState}
              onChange={(v) => setStartingState(v === 'trial' ? 'trial' : 'in_app')}
              data={[
                { value: 'in_app', label: 'Owner sets it up' },
                { value: 'trial', label: 'Ready to use' },
              ]}
            />
          </div>
          <NumberInput
            label="Free trial (days)"
            min={PARTNER_TRIAL_DAYS.min}
            max={PARTNER_TRIAL_DAYS.max}
            allowDecimal={false}
            value={trialDays}
            onChange={setTrialDays}
            error={errors.trialDays}
          />
          {ready && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Pay period"
                required
                allowDeselect={false}
                data={PAY_PERIOD_TYPES.map((t) => ({ value: t, label: PERIOD_LABELS[t] }))}
                value={periodType}
                onChange={(v) => setPeriodType((v ?? 'week') as PayPeriodType)}
                error={errors.payPeriodType}
              />
              <NumberInput
                label="Pay period starts on"
                description={`Between ${range.min} and ${range.max}.`}
                required
                min={range.min}
                max={range.max}
                allowDecimal={false}
                value={periodStart}
                onChange={setPeriodStart}
                error={startError ?? errors.payPeriodStarts}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Workers allowed"
              required
              min={1}
              allowDecimal={false}
              value={maxUsers}
              onChange={setMaxUsers}
              error={errors.maxUsers}
            />
            <NumberInput
              label="Clocks allowed"
              required
              min={0}
              allowDecimal={false}
              value={maxDevices}
              onChange={setMaxDevices}
              error={errors.maxDevices}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create and invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
