import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import type { SettingsDef } from '@punchline/contracts';
import { hasPermission, MESSAGES } from '@punchline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../api/http';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { ConfirmSaveDialog } from '../detail/ConfirmSaveDialog';
import { FormActions } from '../detail/FormActions';
import { needsConfirmSave, saveDisabled } from '../detail/record-form';
import { RecordFields } from '../detail/RecordFields';
import { useLeaveGuard } from '../detail/use-leave-guard';
import { useRecordForm, type RecordForm } from '../detail/use-record-form';
import { useRecordSave } from '../detail/use-record-save';
import { settingsKey } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';

/** A settings form's own body (instead of every field in definition order; Save etc. stay). */
export type SettingsBodyProps = { def: SettingsDef; orgId: number; form: RecordForm; readOnly: boolean };

type Props = {
  def: SettingsDef;
  body?: ComponentType<SettingsBodyProps>;
  /** Under the title (a choice of sections). */
  nav?: ReactNode;
  /** The screen's title when it is not the definition's label (the route's). */
  title?: string;
};

/** Settings records the session carries (the organization's name and time zone, the employee
 *  defaults' PIN bounds and required fields): a save reloads the session. */
const IN_SESSION = new Set(['org/defaults', 'employees/defaults', 'shift/defaults', 'payroll/defaults', 'costing/defaults']);

/** A single-record settings screen (GET/PUT {path}) generated from its definition. */
export function SettingsScreen({ def, body, nav, title }: Props) {
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
    <SettingsForm
      def={def}
      orgId={orgId}
      original={data}
      queryKey={key}
      readOnly={!hasPermission(session.permissions, def.access.write)}
      body={body}
      nav={nav}
      title={title}
    />
  );
}

type FormProps = Omit<Props, 'def'> & {
  def: SettingsDef;
  orgId: number;
  original: Record<string, unknown>;
  queryKey: unknown[];
  readOnly: boolean;
};

function SettingsForm({ def, orgId, original, queryKey, readOnly, body: Body, nav, title }: FormProps) {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  const form = useRecordForm(def, original);
  // The same cache entry feeds useFormats, so every screen reformats at once; the organization's
  // defaults also live in the session (name, time zone).
  const saver = useRecordSave(`orgs/${orgId}/${def.path}`, def.fields, form, {
    saved: (row) => {
      client.setQueryData(queryKey, row);
      // The org route's loader holds the session every screen reads: run it again.
      if (IN_SESSION.has(def.path))
        void client.invalidateQueries({ queryKey: ['orgs', orgId, 'session'] }).then(() => revalidator.revalidate());
    },
  });
  const guard = useLeaveGuard(form.dirty);
  const disabled = saveDisabled({ isNew: false, dirty: form.dirty, valid: form.valid, readOnly, busy: saver.busy !== null });
  // Settings that change existing time cards ask 'Confirm Save' first (SPEC section 4).
  const [confirming, setConfirming] = useState<{ proceed: boolean } | null>(null);
  const save = async (proceed: boolean, denorm?: boolean) => {
    const saved = await saver.save(original, false, denorm);
    if (!saved) return guard.abort();
    if (proceed) guard.proceed();
  };
  const requestSave = (proceed: boolean) =>
    needsConfirmSave(def, original, form.values, false) ? setConfirming({ proceed }) : void save(proceed);
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h3">
        {title ?? def.label}
      </Title>
      {nav}
      <Paper withBorder p="md">
        <form onSubmit={(e) => (e.preventDefault(), !disabled && requestSave(false))}>
          {Body ? (
            <Body def={def} orgId={orgId} form={form} readOnly={readOnly} />
          ) : (
            <RecordFields fields={def.fields} form={form} readOnly={readOnly} canSeeSensitive orgId={orgId} />
          )}
          <FormActions
            saveDisabled={disabled}
            saving={saver.busy === 'saving'}
            showFixErrors={Object.keys(form.shownErrors).length > 0}
            readOnly={readOnly}
            onSave={() => requestSave(false)}
            onCancel={form.revert}
          />
        </form>
      </Paper>
      <ConfirmDialog
        opened={guard.asking}
        title={MESSAGES.saveChangesTitle}
        message={MESSAGES.saveChangesPrompt}
        onAnswer={(answer) => (answer === null ? guard.abort() : answer ? requestSave(true) : guard.proceed())}
      />
      <ConfirmSaveDialog
        opened={confirming !== null}
        onAnswer={(denorm) => {
          const proceed = confirming?.proceed ?? false;
          setConfirming(null);
          if (denorm === null) guard.abort();
          else void save(proceed, denorm);
        }}
      />
    </Stack>
  );
}
