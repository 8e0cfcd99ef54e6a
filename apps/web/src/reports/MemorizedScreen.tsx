import { Alert, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReportTemplate } from '@punchline/contracts';
import { formatDateTime } from '@punchline/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../api/errors';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { TemplateEditor } from './TemplateEditor';
import { deleteTemplate, listTemplates, reportTemplatesKey, sendTemplate } from './report-api';
import { scheduleText } from './template-form';

/** Reports → Memorized Reports: the caller's memorized reports and those shared with them. */
export function MemorizedScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const navigate = useNavigate();
  const client = useQueryClient();
  const templates = useQuery({ queryKey: reportTemplatesKey(orgId), queryFn: () => listTemplates(orgId) });
  const [editing, setEditing] = useState<ReportTemplate | null>(null);
  const [deleting, setDeleting] = useState<ReportTemplate | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteTemplate(orgId, id),
    onError: (e) => errorToast(e),
    onSettled: () => client.invalidateQueries({ queryKey: reportTemplatesKey(orgId) }),
  });
  const send = useMutation({
    mutationFn: (id: number) => sendTemplate(orgId, id),
    onSuccess: (answer) => notifications.show({ message: `Sent to ${answer.mailedTo.join(', ')}.` }),
    onError: (e) => errorToast(e),
    onSettled: () => client.invalidateQueries({ queryKey: reportTemplatesKey(orgId) }),
  });
  const missing = templates.error instanceof ApiRequestError && templates.error.status === 404;
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Memorized Reports
      </Title>
      {templates.isLoading && <Loader size="sm" />}
      {templates.error && (
        <Alert color="red">
          {missing ? 'Memorized reports are not available on this server yet.' : `${templates.error.message} Reload the page to try again.`}
        </Alert>
      )}
      {templates.data?.length === 0 && (
        <Text c="dimmed">No memorized reports yet. Open a report, set its parameters and press Memorize: it will be listed here.</Text>
      )}
      {templates.data && templates.data.length > 0 && (
        <Table.ScrollContainer minWidth={0} type="native">
          <Table striped fz="sm" data-testid="memorized">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Report</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Schedule</Table.Th>
                <Table.Th>Next run</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>{t.title}</Table.Td>
                  <Table.Td>{t.mine ? 'You' : t.owner.name}</Table.Td>
                  <Table.Td>{scheduleText(t.schedule)}</Table.Td>
                  <Table.Td>{t.nextRunAt ? formatDateTime(t.nextRunAt, session.timezone, prefs) : ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => void navigate(`/orgs/${orgId}/reports/${t.report}?template=${t.id}`)}
                      >
                        Open
                      </Button>
                      {t.mine && (
                        <>
                          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(t)}>
                            Schedule &amp; share
                          </Button>
                          {t.schedule && (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              loading={send.isPending && send.variables === t.id}
                              onClick={() => send.mutate(t.id)}
                            >
                              Send now
                            </Button>
                          )}
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(t)}>
                            Delete
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <TemplateEditor template={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete memorized report"
        message={`Are you sure you want to delete “${deleting?.name ?? ''}”? Its schedule stops too.`}
        onAnswer={(yes) => {
          if (yes && deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
