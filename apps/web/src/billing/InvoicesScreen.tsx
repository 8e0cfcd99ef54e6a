import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceAnswer } from '@punchline/contracts';
import { formatCents, formatDate, formatDateInZone } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorToast } from '../detail/toast';
import { downloadBlob } from '../exports/download';
import { useFormats } from '../formats/use-formats';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { fetchFile } from '../payroll/runs/exports-api';
import { billingKey, fetchInvoices, invoicePdfPath, markInvoicePaid } from './billing-api';
import { useSessionRefresh } from './use-session-refresh';

const STATUS: Record<InvoiceAnswer['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  open: { label: 'Open', color: 'orange' },
  paid: { label: 'Paid', color: 'teal' },
  void: { label: 'Void', color: 'gray' },
};

/**
 * Settings → Billing → Invoices (SPEC section 2 billing/invoices; issue 36): number, date,
 * period, amount in the organization's money format, status and the PDF. Shown only with a
 * billing customer outside the free trial, as the server answers. Support staff and app
 * administrators also mark an open built-in invoice paid here (the server checks who may).
 */
export function InvoicesScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const invoices = useQuery({ queryKey: [...billingKey(orgId), 'invoices'], queryFn: () => fetchInvoices(orgId) });
  const [busy, setBusy] = useState<number | null>(null);
  const user = useProfile();
  const marksPaid = user.isAppAdmin || user.sudoType === 'staff' || user.sudoType === 'super';
  const client = useQueryClient();
  const refreshSession = useSessionRefresh(orgId);
  const markPaid = useMutation({
    mutationFn: (invoice: InvoiceAnswer) => markInvoicePaid(orgId, invoice),
    // Paying what was overdue can make a past-due or expired organization active again.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: billingKey(orgId) });
      await refreshSession();
    },
    onError: (error) => errorToast(error),
  });
  const download = async (invoice: InvoiceAnswer) => {
    setBusy(invoice.id);
    try {
      const file = await fetchFile(invoicePdfPath(orgId, invoice.id), `Invoice ${invoice.number}.pdf`);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      errorToast(error);
    } finally {
      setBusy(null);
    }
  };
  const rows = invoices.data ?? [];
  return (
    <Stack gap="sm" maw={1100}>
      <Title order={1} size="h3">
        Invoices
      </Title>
      {invoices.isPending && <Loader size="sm" aria-label="Loading invoices" />}
      {invoices.isError && (
        <Alert color="red" role="alert">
          {invoices.error.message}
        </Alert>
      )}
      {invoices.data && rows.length === 0 && <Text c="dimmed">No invoices yet.</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invoice) => (
                <Table.Tr key={invoice.id} data-testid="invoice-row">
                  <Table.Td ff="monospace">{invoice.number}</Table.Td>
                  <Table.Td>{formatDateInZone(invoice.issuedAt, session.timezone, prefs)}</Table.Td>
                  <Table.Td>
                    {formatDate(invoice.periodStart, prefs)} – {formatDate(invoice.periodEnd, prefs)}
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(invoice.totalCents, invoice.currency, prefs)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[invoice.status].color} variant="light">
                      {STATUS[invoice.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        loading={busy === invoice.id}
                        onClick={() => void download(invoice)}
                        aria-label={`PDF of invoice ${invoice.number}`}
                      >
                        PDF
                      </Button>
                      {marksPaid && invoice.provider === 'builtin' && invoice.status === 'open' && (
                        <Button
                          size="xs"
                          variant="light"
                          loading={markPaid.isPending && markPaid.variables?.id === invoice.id}
                          onClick={() => markPaid.mutate(invoice)}
                        >
                          Mark paid
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
