import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { consoleConfigQuery } from '../app/queries';

/** Bulk import not configured for this collection: send the spreadsheet to support instead. */
export function SupportImportDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const email = useQuery(consoleConfigQuery).data?.support.email;
  return (
    <Modal opened onClose={onClose} title={`Import ${title}`}>
      <Stack>
        <Text>
          Importing {title.toLowerCase()} from a spreadsheet is not set up for your organization. Please email your spreadsheet to support
          {email ? (
            <>
              {' at '}
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </>
          ) : null}{' '}
          and we will import it for you.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
