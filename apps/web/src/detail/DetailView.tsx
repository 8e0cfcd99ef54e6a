import { Paper, Stack } from '@mantine/core';
import type { ResourceDef } from '@punchline/contracts';
import { formatMessage, MESSAGES } from '@punchline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ActionButtons } from '../lists/ActionButtons';
import { resourceUrl, type ResourceRow } from '../lists/list-api';
import { dropDeleted, invalidateResource, recordKey, storeSaved } from '../lists/resource-queries';
import type { ScreenAction, ScreenConfig } from '../lists/screen-config';
import { Mask } from '../layout/Mask';
import { AuditDrawer } from './AuditDrawer';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmSaveDialog } from './ConfirmSaveDialog';
import { DetailHeader } from './DetailHeader';
import { FormActions } from './FormActions';
import { printRecord } from './print-record';
import { needsConfirmSave, saveDisabled } from './record-form';
import { RecordBody } from './RecordBody';
import { useDetailKeys } from './use-detail-keys';
import { useLeaveGuard } from './use-leave-guard';
import { useRecordForm } from './use-record-form';
import { useRecordSave } from './use-record-save';

type After = 'stay' | 'close' | 'proceed';
export type DetailProps = {
  def: ResourceDef;
  orgId: number;
  original: Record<string, unknown>;
  id: number | null;
  rows: ResourceRow[];
  readOnly: boolean;
  canAudit: boolean;
  canSeeSensitive: boolean;
  config: ScreenConfig;
  /** Record actions (the definition's and the screen's) shown in the header. */
  actions: readonly ScreenAction<ResourceRow>[];
  /** Navigates within the screen: a view value ('new', an id) or the list when undefined. */
  go: (view?: string) => unknown;
};

/** The master-detail edit form of any collection (SPEC section 2 Detail screens, 4 Master-detail). */
export function DetailView(props: DetailProps) {
  const { def, orgId, original, id, rows, readOnly, canAudit, canSeeSensitive, config, actions, go } = props;
  const isNew = id === null;
  const client = useQueryClient();
  const form = useRecordForm(def, original);
  const saver = useRecordSave(resourceUrl(orgId, def, id ?? undefined), def.fields, form, {
    saved: (row) => storeSaved(client, orgId, def.path, row),
    deleted: () => id !== null && dropDeleted(client, orgId, def.path, id),
    settled: () => invalidateResource(client, orgId, def.path, id === null ? undefined : recordKey(orgId, def.path, id)),
  });
  const guard = useLeaveGuard(form.dirty);
  const [confirmSave, setConfirmSave] = useState<After | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [audit, setAudit] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const index = id === null ? -1 : rows.findIndex((r) => r.id === id);
  const disabled = saveDisabled({ isNew, dirty: form.dirty, valid: form.valid, readOnly, busy: saver.busy !== null });

  async function doSave(after: After, denorm?: boolean) {
    const saved = await saver.save(original, isNew, denorm);
    if (!saved) return guard.abort();
    if (after === 'proceed') return guard.proceed();
    if (after === 'close') return guard.leave(() => go());
    if (isNew) guard.leave(() => go(String(saved.id)));
  }
  function requestSave(after: After) {
    if (disabled && after !== 'proceed') return;
    if (needsConfirmSave(def, original, form.values, isNew)) setConfirmSave(after);
    else void doSave(after);
  }
  const goTo = (at: number) => {
    const row = rows[at];
    if (row) void go(String(row.id));
  };
  const cancel = () => (form.dirty ? form.revert() : void go());
  useDetailKeys(body, { previous: () => goTo(index - 1), next: () => goTo(index + 1), cancel, save: () => requestSave('stay') });

  return (
    <Stack gap="md" ref={body} data-testid="detail">
      <DetailHeader
        title={`${isNew ? 'Add New' : 'Edit'} ${def.label}`}
        id={id}
        position={index >= 0 ? { index, total: rows.length } : null}
        canAudit={canAudit}
        onAudit={() => setAudit(true)}
        onPrint={() => void printRecord(def, form.values)}
        onPrevious={() => goTo(index - 1)}
        onNext={() => goTo(index + 1)}
        onBack={() => void go()}
        actions={
          id !== null && (
            <ActionButtons
              actions={actions}
              target={original as ResourceRow}
              count={1}
              orgId={orgId}
              def={def}
              disabled={form.dirty}
              pickerParams={config.pickerParams}
            />
          )
        }
      />
      <Paper withBorder p="md" pos="relative">
        <Mask state={saver.busy ? 'updating' : null} failure={saver.failedAt} />
        <form onSubmit={(e) => (e.preventDefault(), requestSave('stay'))}>
          <RecordBody def={def} orgId={orgId} form={form} readOnly={readOnly} canSeeSensitive={canSeeSensitive} config={config} />
          <FormActions
            saveDisabled={disabled}
            saving={saver.busy === 'saving'}
            showFixErrors={Object.keys(form.shownErrors).length > 0}
            readOnly={readOnly}
            onSave={() => requestSave('stay')}
            onSaveClose={() => requestSave('close')}
            onDelete={isNew ? undefined : () => setConfirmDelete(true)}
            onCancel={cancel}
          />
        </form>
      </Paper>
      <ConfirmDialog
        opened={guard.asking && confirmSave === null}
        title={MESSAGES.saveChangesTitle}
        message={MESSAGES.saveChangesPrompt}
        onAnswer={(answer) => {
          if (answer === null) guard.abort();
          else if (answer) requestSave('proceed');
          else guard.proceed();
        }}
      />
      <ConfirmSaveDialog
        opened={confirmSave !== null}
        onAnswer={(denorm) => {
          const after = confirmSave ?? 'stay';
          setConfirmSave(null);
          if (denorm === null) guard.abort();
          else void doSave(after, denorm);
        }}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete"
        message={formatMessage(MESSAGES.deleteConfirm, { resource: def.label.toLowerCase() })}
        onAnswer={async (answer) => {
          setConfirmDelete(false);
          if (!answer || id === null || !(await saver.remove(original.version as number))) return;
          // Its record query goes once the form is gone (while shown, it would refetch a 404).
          guard.leave(async () => {
            await go();
            client.removeQueries({ queryKey: recordKey(orgId, def.path, id) });
          });
        }}
      />
      {id !== null && <AuditDrawer opened={audit} onClose={() => setAudit(false)} orgId={orgId} def={def} recordId={id} />}
    </Stack>
  );
}
