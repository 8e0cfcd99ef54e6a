import { Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@punchline/domain';

type Props = {
  saveDisabled: boolean;
  saving: boolean;
  showFixErrors: boolean;
  readOnly: boolean;
  onSave: () => void;
  onSaveClose?: () => void;
  onDelete?: () => void;
  onCancel: () => void;
};

/** Save, Save & Close, Delete and Cancel with the section 5 messages under them. */
export function FormActions({ saveDisabled, saving, showFixErrors, readOnly, onSave, onSaveClose, onDelete, onCancel }: Props) {
  return (
    <>
      <Group gap="sm" mt="md">
        <Button onClick={onSave} disabled={saveDisabled} loading={saving}>
          Save
        </Button>
        {onSaveClose && (
          <Button variant="light" onClick={onSaveClose} disabled={saveDisabled}>
            Save & Close
          </Button>
        )}
        {onDelete && !readOnly && (
          <Button color="red" variant="light" onClick={onDelete} disabled={saving}>
            Delete
          </Button>
        )}
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      {showFixErrors && (
        <Text c="red" size="sm" mt="xs">
          {MESSAGES.fixErrorsBeforeSaving}
        </Text>
      )}
      {readOnly && (
        <Text c="dimmed" size="sm" mt="xs">
          {MESSAGES.notAllowedToSave}
        </Text>
      )}
    </>
  );
}
