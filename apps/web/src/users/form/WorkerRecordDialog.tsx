import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Fields, ResourceDef } from '@punchline/contracts';
import { useState } from 'react';
import { ConfirmSaveDialog } from '../../detail/ConfirmSaveDialog';
import { needsConfirmSave, saveDisabled } from '../../detail/record-form';
import { RecordFields } from '../../detail/RecordFields';
import { useRecordForm } from '../../detail/use-record-form';
import { useRecordSave } from '../../detail/use-record-save';
import { resourceUrl, type ResourceRow } from '../../lists/list-api';

type Props = {
  orgId: number;
  /** A worker's history record (a pay rate, a time off policy assignment). */
  def: ResourceDef;
  /** The fields the dialog shows (the worker is the form's own). */
  shown: Fields;
  /** 'Pay Rate': the title says 'Add Pay Rate' or 'Edit Pay Rate'. */
  noun: string;
  /** The record to change, or the new one's values (the worker's id). */
  original: Record<string, unknown>;
  onSaved: (row: ResourceRow) => void;
  onClose: () => void;
};

/**
 * Adds or changes one record of a worker's history (pay rates, time off policies). A change of a
 * Confirm Save field (a rate, its day) affects existing time cards: 'Confirm Save' asks whether
 * to apply it retroactively (sent as denorm).
 */
export function WorkerRecordDialog({ orgId, def, shown, noun, original, onSaved, onClose }: Props) {
  const id = typeof original.id === 'number' ? original.id : undefined;
  const isNew = id === undefined;
  const form = useRecordForm(def, original);
  const saver = useRecordSave(resourceUrl(orgId, def, id), def.fields, form, { saved: onSaved });
  const [confirming, setConfirming] = useState(false);
  const disabled = saveDisabled({ isNew, dirty: form.dirty, valid: form.valid, readOnly: false, busy: saver.busy !== null });
  const save = async (denorm?: boolean) => {
    if (await saver.save(original, isNew, denorm)) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`${isNew ? 'Add' : 'Edit'} ${noun}`} centered size="lg">
      <Stack>
        <RecordFields fields={shown} form={form} readOnly={false} canSeeSensitive orgId={orgId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={disabled}
            loading={saver.busy === 'saving'}
            onClick={() => (needsConfirmSave(def, original, form.values, isNew) ? setConfirming(true) : void save())}
          >
            Save
          </Button>
        </Group>
      </Stack>
      <ConfirmSaveDialog
        opened={confirming}
        onAnswer={(denorm) => {
          setConfirming(false);
          if (denorm !== null) void save(denorm);
        }}
      />
    </Modal>
  );
}
