import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@punchline/domain';
import { useState } from 'react';

type Props = { opened: boolean; onAnswer: (denorm: boolean | null) => void };

/** 'Confirm Save': apply the change to existing time cards retroactively (checked by default). */
export function ConfirmSaveDialog({ opened, onAnswer }: Props) {
  const [retroactive, setRetroactive] = useState(true);
  return (
    <Modal opened={opened} onClose={() => onAnswer(null)} title={MESSAGES.confirmSaveTitle} centered>
      <Stack>
        <Text>These changes affect existing time cards.</Text>
        <Checkbox
          label="Apply retroactively to existing time cards (this may take several minutes)"
          checked={retroactive}
          onChange={(e) => setRetroactive(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(null)}>
            Cancel
          </Button>
          <Button onClick={() => onAnswer(retroactive)}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
