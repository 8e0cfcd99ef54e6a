import { Alert, Button, FileButton, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateResource } from '../lists/resource-queries';
import { openBriefingPdf, uploadBriefingPdf } from './briefings-api';

type Props = { orgId: number; path: string; id: number | null; pdfName: string | null; readOnly: boolean };

/** A PDF briefing's file: uploaded once the type is saved (the server keeps it in the database). */
export function BriefingPdf({ orgId, path, id, pdfName, readOnly }: Props) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(pdfName);
  if (id === null) return <Text size="sm">Save the briefing type first, then upload its PDF.</Text>;
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setName((await uploadBriefingPdf(orgId, id, file)).pdfName);
      await invalidateResource(client, orgId, path);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group gap="sm">
        <Text size="sm">{name ? `PDF: ${name}` : 'No PDF yet: workers are not shown this briefing until it has one.'}</Text>
        {name && (
          <Button variant="default" size="xs" onClick={() => void openBriefingPdf(orgId, id).catch((e: Error) => setError(e.message))}>
            Open PDF
          </Button>
        )}
        {!readOnly && (
          <FileButton onChange={(file) => void upload(file)} accept="application/pdf">
            {(props) => (
              <Button {...props} size="xs" loading={busy}>
                {name ? 'Replace PDF' : 'Upload PDF'}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
