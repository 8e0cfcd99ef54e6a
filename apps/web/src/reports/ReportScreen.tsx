import { Stack, Text, Title } from '@mantine/core';
import { REPORT_KEYS, reportSpec, type ReportKey } from '@punchline/contracts';
import { useParams } from 'react-router';
import { useCurrentRoute } from '../layout/use-current-route';
import { ReportView } from './ReportView';

const isReportKey = (value: string | undefined): value is ReportKey => (REPORT_KEYS as readonly string[]).includes(value ?? '');

/**
 * reports/{report}/{view?}: one generic screen for every report, built from its spec (title,
 * parameters, columns, groupings, chart, layout). A report whose spec has not arrived yet says so.
 */
export function ReportScreen() {
  const { report, view } = useParams();
  const route = useCurrentRoute();
  const spec = isReportKey(report) ? reportSpec(report) : undefined;
  if (!spec)
    return (
      <Stack p="md" gap="sm">
        <Title order={1} size="h2">
          {route?.route.label ?? 'Report'}
        </Title>
        <Text>This report is not available yet.</Text>
      </Stack>
    );
  return <ReportView key={spec.key} spec={spec} view={view} />;
}
