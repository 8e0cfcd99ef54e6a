import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  title: string;
  message: ReactNode;
  yes?: string;
  no?: string;
  /** true = Yes, false = No, null = the dialog was closed (which aborts). */
  onAnswer: (answer: boolean | null) => void;
};

/** A Yes / No question; closing it is neither. */
export function ConfirmDialog({ opened, title, message, yes = 'Yes', no = 'No', onAnswer }: Props) {
  return (
    <Modal opened={opened} onClose={() => onAnswer(null)} title={title} centered>
      <Stack>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)}>
            {no}
          </Button>
          <Button onClick={() => onAnswer(true)} data-autofocus>
            {yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
