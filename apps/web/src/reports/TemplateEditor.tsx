import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REPORT_FILE_FORMATS, REPORT_SCHEDULE_FREQUENCIES, type ReportSchedule, type ReportTemplate } from '@punchline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { useOrgSession } from '../layout/use-org-session';
import { useAdministrators } from '../users/admins/use-administrators';
import { reportTemplatesKey, updateTemplate } from './report-api';
import {
  FORMAT_LABELS,
  FREQUENCY_LABELS,
  NEW_SCHEDULE,
  recipientLimit,
  STALE_TEMPLATE_MESSAGE,
  templateBody,
  WEEKDAYS,
} from './template-form';

type Props = { template: ReportTemplate; onClose: () => void };

/** A memorized report's name, schedule (when, format, who gets it) and the administrators it is shared with. */
export function TemplateEditor({ template, onClose }: Props) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const limit = recipientLimit(session);
  const client = useQueryClient();
  const admins = useAdministrators(orgId, '');
  const [name, setName] = useState(template.name);
  const [sharedWith, setSharedWith] = useState<number[]>(template.sharedWith);
  const [schedule, setSchedule] = useState<ReportSchedule | null>(template.schedule);
  const patch = (p: Partial<ReportSchedule>) => setSchedule((s) => ({ ...(s ?? NEW_SCHEDULE), ...p }));
  const save = useMutation({
    mutationFn: () => updateTemplate(orgId, template.id, templateBody(template, { name, sharedWith, schedule })),
    onSuccess: (saved) => {
      notifications.show({ message: `Saved “${saved.name}”.` });
      void client.invalidateQueries({ queryKey: reportTemplatesKey(orgId) });
      onClose();
    },
  });
  const problem =
    save.error instanceof ApiRequestError && save.error.status === 409 ? STALE_TEMPLATE_MESSAGE : save.error ? save.error.message : null;
  const adminOptions = (admins.data?.results ?? [])
    .filter((a) => a.orgUserAccepted && a.userId !== template.owner.id)
    .map((a) => ({ value: String(a.userId), label: `${a.userName} (${a.emailAddress})` }));
  return (
    <Modal opened onClose={onClose} title={`Edit “${template.name}”`} size="lg">
      <Stack
        component="form"
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <TextInput label="Name" required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <MultiSelect
          label="Shared with"
          description="These administrators can open and run it; nobody else sees it."
          placeholder={sharedWith.length === 0 ? 'Only you' : undefined}
          searchable
          data={adminOptions}
          value={sharedWith.map(String)}
          onChange={(v) => setSharedWith(v.map(Number))}
        />
        <Switch
          label="Send it by mail on a schedule"
          checked={schedule !== null}
          onChange={(e) => setSchedule(e.currentTarget.checked ? NEW_SCHEDULE : null)}
        />
        {schedule && (
          <Stack gap="sm" data-testid="schedule-editor">
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Frequency"
                data={REPORT_SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
                value={schedule.frequency}
                allowDeselect={false}
                onChange={(v) => v && patch({ frequency: v as ReportSchedule['frequency'] })}
              />
              {schedule.frequency === 'weekly' && (
                <Select
                  label="Day of the week"
                  data={WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d }))}
                  value={String(schedule.weekday ?? 2)}
                  allowDeselect={false}
                  onChange={(v) => v && patch({ weekday: Number(v) })}
                />
              )}
              {schedule.frequency === 'monthly' && (
                <NumberInput
                  label="Day of the month"
                  description="The month's last day when it is shorter."
                  min={1}
                  max={31}
                  value={schedule.dayOfMonth ?? 1}
                  onChange={(v) => patch({ dayOfMonth: typeof v === 'number' ? v : 1 })}
                />
              )}
              <TextInput type="time" label="Time" required value={schedule.time} onChange={(e) => patch({ time: e.currentTarget.value })} />
            </Group>
            <div>
              <Text size="sm" fw={500} id="schedule-format">
                Format
              </Text>
              <SegmentedControl
                aria-labelledby="schedule-format"
                data={REPORT_FILE_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
                value={schedule.format}
                onChange={(v) => patch({ format: v as ReportSchedule['format'] })}
              />
            </div>
            <TagsInput
              label="Also send to"
              description={`You always get it. Up to ${limit} more addresses; press Enter after each.`}
              maxTags={limit}
              value={schedule.recipients}
              onChange={(recipients) => patch({ recipients })}
            />
            <Switch label="Active" checked={schedule.active} onChange={(e) => patch({ active: e.currentTarget.checked })} />
          </Stack>
        )}
        {problem && (
          <Alert color="red" data-testid="template-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
