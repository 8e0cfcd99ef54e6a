import { Alert, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEVICE_STATUS_LABELS, IDENTIFICATION_METHOD_LABELS, IDENTIFICATION_METHODS } from '@punchline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldInput } from '../detail/FieldInput';
import { formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { invalidateResource } from '../lists/resource-queries';
import type { RecordFormProps } from '../lists/screen-config';
import { makePairingCode, type PairingCode } from './pairing-code';
import { PairingDialog } from './PairingDialog';

const METHOD_OPTIONS = IDENTIFICATION_METHODS.map((m) => ({ value: m, label: IDENTIFICATION_METHOD_LABELS[m] }));

/** What the clock reported of itself: read-only. */
function DeviceFacts({ values }: { values: Record<string, unknown> }) {
  const session = useOrgSession();
  const prefs = useFormats();
  const when = (v: unknown) => (typeof v === 'string' ? formatWith(prefs, session.timezone).dateTime(v) : '—');
  const status = String(values.status ?? 'pending') as keyof typeof DEVICE_STATUS_LABELS;
  const fact = (label: string, text: string, testId?: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {text}
      </Text>
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }}>
      {fact('Status', DEVICE_STATUS_LABELS[status] ?? status, 'device-status')}
      {fact('Paired At', when(values.pairedAt))}
      {fact('Last Seen', when(values.lastSeenAt))}
      {fact('App Version', (values.appVersion as string | null) ?? '—')}
      {fact('Platform', (values.platform as string | null) ?? '—')}
    </SimpleGrid>
  );
}

/**
 * A device's form: its name, org unit, zone and identification methods (none chosen: the
 * defaults'), what the clock reported, and the pairing code a tablet needs to become this device.
 */
export function DeviceForm({ def, orgId, form, readOnly }: RecordFormProps) {
  const client = useQueryClient();
  const id = typeof form.values.id === 'number' ? form.values.id : null;
  const personal = form.values.employeeId !== null && form.values.employeeId !== undefined;
  const [code, setCode] = useState<PairingCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = (name: string) => (
    <FieldInput
      name={name}
      field={def.fields[name]!}
      value={form.values[name]}
      error={form.shownErrors[name]?.[0]}
      readOnly={readOnly}
      orgId={orgId}
      onChange={(value) => form.setValue(name, value)}
    />
  );
  async function newCode() {
    if (id === null) return;
    setBusy(true);
    setError(null);
    try {
      setCode(await makePairingCode(orgId, id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  function close() {
    setCode(null);
    // The clock may have paired meanwhile: its status and facts are the server's.
    void invalidateResource(client, orgId, def.path);
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {input('name')}
        {input('orgUnitId')}
        {input('timeZone')}
        <Stack gap={2}>
          {input('employeeId')}
          <Text size="xs" c="dimmed">
            A worker&apos;s own phone: it punches only for them, without a PIN. Empty: a shared clock.
          </Text>
        </Stack>
        <MultiSelect
          label={def.fields.identificationMethods!.label}
          description="None chosen: the device defaults' methods."
          data={METHOD_OPTIONS}
          value={(form.values.identificationMethods as string[] | null) ?? []}
          error={form.shownErrors.identificationMethods?.[0]}
          readOnly={readOnly}
          onChange={(value) => form.setValue('identificationMethods', value)}
        />
      </SimpleGrid>
      {id !== null && (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <DeviceFacts values={form.values} />
            {error && <Alert color="red">{error}</Alert>}
            {!readOnly && (
              <Group>
                <Button variant="light" loading={busy} onClick={() => void newCode()} data-testid="make-pairing-code">
                  Make Pairing Code
                </Button>
                <Text size="sm" c="dimmed">
                  {personal ? 'The worker types the code once on their phone' : 'A tablet types the code once'} to become this device.
                </Text>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      <PairingDialog
        deviceName={String(form.values.name ?? '')}
        target={personal ? 'phone' : 'tablet'}
        code={code}
        busy={busy}
        onNewCode={() => void newCode()}
        onClose={close}
      />
    </Stack>
  );
}
