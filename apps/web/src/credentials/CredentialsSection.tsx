import { Badge, Text } from '@mantine/core';
import { employeeCredentialsResource as credentials, type Fields } from '@punchline/contracts';
import { CREDENTIAL_STATUS_LABELS, credentialStatus, formatDate, type CredentialStatus } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { useRefOptions } from '../lists/ref-options';
import { Section, type WorkerCtx } from '../users/form/parts';
import { WorkerRecords } from '../users/form/WorkerRecords';
import { documentsKey, fetchDocuments } from './documents-api';
import { WorkerDocuments } from './WorkerDocuments';

const COLORS: Record<CredentialStatus, string> = { valid: 'green', expiring: 'yellow', expired: 'red', missing: 'gray' };

/** Today in the organization's time zone, as YYYY-MM-DD. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * Credentials and documents (issue 35): the worker's licences and cards (type, number, issued,
 * expires, the document that proves it) and their documents. Shown with credentials or documents
 * on and edit_employees; the server refuses either to anyone else.
 */
export function CredentialsSection({ ctx, credentialsOn, documentsOn }: { ctx: WorkerCtx; credentialsOn: boolean; documentsOn: boolean }) {
  const prefs = useFormats();
  const session = useOrgSession();
  const { options } = useRefOptions(ctx.orgId, 'credentialtype');
  const nameOf = (id: unknown) => options.find((o) => o.value === String(id))?.label ?? `#${String(id)}`;
  const docs = useQuery({
    queryKey: documentsKey(ctx.orgId, ctx.id ?? 0),
    queryFn: () => fetchDocuments(ctx.orgId, ctx.id!),
    enabled: documentsOn && ctx.id !== null,
  });
  const docList = docs.data?.results;
  // The document a credential points at is one of this worker's: offered as a choice among them.
  const shown: Fields = useMemo(() => {
    const base: Fields = {
      typeId: credentials.fields.typeId,
      number: credentials.fields.number,
      issuedOn: credentials.fields.issuedOn,
      expiresOn: credentials.fields.expiresOn,
    };
    if (!documentsOn) return base;
    const list = docList ?? [];
    return {
      ...base,
      documentId: {
        type: 'choice',
        label: 'Document',
        choices: list.map((d) => d.id),
        choiceLabels: Object.fromEntries(list.map((d) => [String(d.id), d.name])),
      },
    };
  }, [documentsOn, docList]);
  const today = todayIn(session.timezone);
  const statusOf = (row: Record<string, unknown>): CredentialStatus =>
    credentialStatus([{ typeId: 1, expiresOn: (row.expiresOn as string | null) ?? null }], 1, today, 30);
  return (
    <Section title="Credentials & Documents" testId="section-credentials">
      {/* minWidth 0 lets the grid cell shrink on a phone; the tables scroll sideways inside it. */}
      <div
        style={{
          gridColumn: '1 / -1',
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 'var(--mantine-spacing-md)',
          minWidth: 0,
        }}
      >
        {ctx.id === null ? (
          <Text size="sm" c="dimmed">
            Save the worker to add their credentials and documents.
          </Text>
        ) : (
          <>
            {credentialsOn && (
              <div style={{ overflowX: 'auto', minWidth: 0 }}>
                <WorkerRecords
                  orgId={ctx.orgId}
                  workerId={ctx.id}
                  readOnly={ctx.readOnly}
                  def={credentials}
                  noun="Credential"
                  plural="Credentials"
                  testId="worker-credentials"
                  shown={shown}
                  blank={{ typeId: null, number: null, issuedOn: null, expiresOn: null, documentId: null }}
                  columns={[
                    { label: 'Credential', render: (row) => nameOf(row.typeId) },
                    { label: 'Number', render: (row) => (row.number as string | null) ?? '' },
                    { label: 'Expires', render: (row) => (row.expiresOn ? formatDate(String(row.expiresOn), prefs) : 'Never') },
                    {
                      label: 'Status',
                      render: (row) => (
                        <Badge size="sm" variant="light" color={COLORS[statusOf(row)]}>
                          {CREDENTIAL_STATUS_LABELS[statusOf(row)]}
                        </Badge>
                      ),
                    },
                    { label: 'Document', render: (row) => docList?.find((d) => d.id === row.documentId)?.name ?? '' },
                  ]}
                />
              </div>
            )}
            {documentsOn && <WorkerDocuments orgId={ctx.orgId} workerId={ctx.id} readOnly={ctx.readOnly} />}
          </>
        )}
      </div>
    </Section>
  );
}
