import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import type { EmployeeDocument } from '@punchline/contracts';
import { formatDateTime } from '@punchline/domain';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import {
  deleteDocument,
  documentProblem,
  documentsKey,
  downloadDocument,
  fetchDocuments,
  formatSize,
  uploadDocument,
} from './documents-api';

const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,image/heic,image/heif';

/**
 * A worker's documents (issue 35): uploaded from here (PDF or a photo, within the organization's
 * count and size limits, checked again by the server from the file's content), downloaded and deleted.
 */
export function WorkerDocuments({ orgId, workerId, readOnly }: { orgId: number; workerId: number; readOnly: boolean }) {
  const prefs = useFormats();
  const session = useOrgSession();
  const client = useQueryClient();
  const key = documentsKey(orgId, workerId);
  const { data, error } = useQuery({ queryKey: key, queryFn: () => fetchDocuments(orgId, workerId) });
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EmployeeDocument | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const upload = useMutation({
    mutationFn: (file: File) => uploadDocument(orgId, workerId, file),
    onError: (e) => setProblem(e.message),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (doc: EmployeeDocument) => deleteDocument(orgId, workerId, doc.id),
    onError: (e) => errorToast(e, {}),
    onSettled: refresh,
  });
  const docs = data?.results ?? [];
  const choose = (file: File | null) => {
    setProblem(null);
    if (!file || !data) return;
    const why = documentProblem(file, data.supplementalData, docs.length);
    if (why) setProblem(why);
    else upload.mutate(file);
  };
  const limits = data
    ? `PDF, PNG, JPEG, WebP or HEIC, up to ${formatSize(data.supplementalData.maxFileSize)}; at most ${data.supplementalData.maxDocuments} per worker.`
    : '';
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          Documents
        </Text>
        {!readOnly && (
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={upload.isPending}>
                Upload Document
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {limits}
      </Text>
      {(problem ?? error) && (
        <Text c="red" size="sm" role="alert">
          {problem ?? error?.message}
        </Text>
      )}
      <Table.ScrollContainer minWidth={460}>
        <Table withTableBorder striped fz="sm" data-testid="worker-documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4} c="dimmed">
                  No documents
                </Table.Td>
              </Table.Tr>
            )}
            {docs.map((doc) => (
              <Table.Tr key={doc.id}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void downloadDocument(orgId, workerId, doc).catch((e) => errorToast(e, {}))}
                  >
                    {doc.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatSize(doc.size)}</Table.Td>
                <Table.Td>{formatDateTime(doc.uploadedAt, session.timezone, prefs)}</Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${doc.name}`} onClick={() => setDeleting(doc)}>
                      <IconTrash size={14} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete"
        message={deleting ? `Delete ${deleting.name}? A credential it proves keeps no document.` : ''}
        onAnswer={(yes) => {
          const doc = deleting;
          setDeleting(null);
          if (yes && doc) remove.mutate(doc);
        }}
      />
    </Stack>
  );
}
