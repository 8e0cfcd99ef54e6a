import { Badge, Button, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { formatPersonName } from '@punchline/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useFormats } from '../../formats/use-formats';
import { useOrgSession } from '../../layout/use-org-session';
import type { ScreenAction } from '../../lists/screen-config';
import type { ResourceRow } from '../../lists/list-api';
import { ActionButtons } from '../../lists/ActionButtons';
import { printBadge } from '../print-badge';
import { pinHint } from '../worker-access';
import { Section, WorkerField, type WorkerCtx } from './parts';

const FACE_STATUS: Record<string, string> = { not_enrolled: 'Not enrolled', enrolled: 'Enrolled', pending: 'Pending' };
export const faceStatusText = (status: unknown) =>
  typeof status === 'string'
    ? (FACE_STATUS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' '))
    : 'Not enrolled';

type Props = { ctx: WorkerCtx; actions: readonly ScreenAction<ResourceRow>[] };

/**
 * Clock identities: the PIN (write-only: typed to set or replace it, never shown; 'PIN set' or
 * 'No PIN' from hasPin), the NFC tag, the QR badge (shown and printable) and the face enrolment,
 * read-only. Reset PIN and New QR Badge are the definition's actions, run on the saved record.
 */
export function ClockSection({ ctx, actions }: Props) {
  const session = useOrgSession();
  const prefs = useFormats();
  const { form, id, readOnly } = ctx;
  const v = form.values;
  const code = typeof v.qrBadgeCode === 'string' ? v.qrBadgeCode : null;
  const qr = useQuery({
    queryKey: ['qr-badge', code],
    queryFn: () => QRCode.toDataURL(code!, { margin: 1, width: 240, errorCorrectionLevel: 'M' }),
    enabled: code !== null,
    staleTime: Infinity,
  });
  const action = (label: string) => actions.filter((a) => a.label === label);
  const record = v as ResourceRow;
  const run = (label: string) => (
    <ActionButtons actions={action(label)} target={record} count={1} orgId={ctx.orgId} def={ctx.def} disabled={form.dirty} />
  );
  const name = formatPersonName(v, prefs);
  return (
    <Section title="Clock Identity" testId="section-clock">
      <Stack gap={4}>
        <PasswordInput
          label="PIN"
          name="pin"
          autoComplete="new-password"
          inputMode="numeric"
          description={
            <Group gap="xs" component="span">
              <Badge size="xs" variant="light" color={v.hasPin ? 'green' : 'gray'} data-testid="pin-status" component="span">
                {v.hasPin ? 'PIN set' : 'No PIN'}
              </Badge>
              {pinHint(session.pinLengthMin, session.pinLengthMax)}.{v.hasPin ? ' Type a new PIN to replace it.' : ''}
            </Group>
          }
          readOnly={readOnly}
          value={typeof v.pin === 'string' ? v.pin : ''}
          error={form.shownErrors.pin?.[0]}
          // An empty box leaves the PIN as it is (undefined is not sent).
          onChange={(e) => form.setValue('pin', e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
        />
        {id !== null && Boolean(v.hasPin) && !readOnly && run('Reset PIN')}
      </Stack>
      <WorkerField ctx={ctx} name="nfcTagId" />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          QR Badge
        </Text>
        {id === null || !code ? (
          <Text size="sm" c="dimmed">
            The badge is issued when the worker is saved.
          </Text>
        ) : (
          <Group align="flex-start" gap="sm">
            {qr.data && <Image src={qr.data} alt="QR badge" w={120} h={120} data-testid="qr-badge" />}
            <Stack gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPrinter size={14} />}
                disabled={!qr.data}
                onClick={() =>
                  void printBadge({
                    name,
                    organization: session.organizationName,
                    employeeNumber: v.employeeNumber as string | null,
                    qrDataUrl: qr.data!,
                  })
                }
              >
                Print badge
              </Button>
              {!readOnly && run('New QR Badge')}
            </Stack>
          </Group>
        )}
      </Stack>
      <TextInput label="Face Enrolment" readOnly variant="filled" value={faceStatusText(v.faceStatus)} />
    </Section>
  );
}
