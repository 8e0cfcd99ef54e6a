import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import type { SettingsDef } from '@punchline/contracts';
import { hasPermission, MESSAGES } from '@punchline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { FormActions } from '../detail/FormActions';
import { saveDisabled } from '../detail/record-form';
import { RecordFields } from '../detail/RecordFields';
import { useLeaveGuard } from '../detail/use-leave-guard';
import { useRecordForm } from '../detail/use-record-form';
import { useRecordSave } from '../detail/use-record-save';
import { settingsKey } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';

/** A single-record settings screen (GET/PUT {path}) generated from its definition. */
export function SettingsScreen({ def }: { def: SettingsDef }) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const key = settingsKey(orgId, def.path);
  const { data, error } = useQuery({
    queryKey: key,
    queryFn: async () => (await api<{ result: Record<string, unknown> }>(`orgs/${orgId}/${def.path}`)).result,
  });
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  return (
    <SettingsForm def={def} orgId={orgId} original={data} queryKey={key} readOnly={!hasPermission(session.permissions, def.access.write)} />
  );
}

type FormProps = { def: SettingsDef; orgId: number; original: Record<string, unknown>; queryKey: unknown[]; readOnly: boolean };

function SettingsForm({ def, orgId, original, queryKey, readOnly }: FormProps) {
  const client = useQueryClient();
  const form = useRecordForm(def, original);
  // The same cache entry feeds useFormats, so every screen reformats at once; the organization's
  // defaults also live in the session (name, time zone).
  const saver = useRecordSave(`orgs/${orgId}/${def.path}`, def.fields, form, {
    saved: (row) => {
      client.setQueryData(queryKey, row);
      if (def.path === 'org/defaults') void client.invalidateQueries({ queryKey: ['orgs', orgId, 'session'] });
    },
  });
  const guard = useLeaveGuard(form.dirty);
  const disabled = saveDisabled({ isNew: false, dirty: form.dirty, valid: form.valid, readOnly, busy: saver.busy !== null });
  const save = async (proceed: boolean) => {
    const saved = await saver.save(original, false);
    if (!saved) return guard.abort();
    if (proceed) guard.proceed();
  };
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h3">
        {def.label}
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={(e) => (e.preventDefault(), !disabled && void save(false))}>
          <RecordFields fields={def.fields} form={form} readOnly={readOnly} canSeeSensitive orgId={orgId} />
          <FormActions
            saveDisabled={disabled}
            saving={saver.busy === 'saving'}
            showFixErrors={Object.keys(form.shownErrors).length > 0}
            readOnly={readOnly}
            onSave={() => void save(false)}
            onCancel={form.revert}
          />
        </form>
      </Paper>
      <ConfirmDialog
        opened={guard.asking}
        title={MESSAGES.saveChangesTitle}
        message={MESSAGES.saveChangesPrompt}
        onAnswer={(answer) => (answer === null ? guard.abort() : answer ? void save(true) : guard.proceed())}
      />
    </Stack>
  );
}
