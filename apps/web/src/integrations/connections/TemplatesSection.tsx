import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../api/http';

type Template = { id: number; name: string; dataSource: string; active: boolean };

/**
 * The file connections beside the webhooks: the organization's integration templates (custom
 * exports, the payroll export templates among them), kept and edited on their own screen.
 */
export function TemplatesSection({ orgId }: { orgId: number }) {
  const templates = useQuery({
    queryKey: ['orgs', orgId, 'integration/templates', 'connections-section'],
    queryFn: async () =>
      (await api<{ results: Template[] }>(`orgs/${orgId}/integration/templates`, { query: { active: 'all', limit: 50 } })).results,
  });
  const list = templates.data ?? [];
  const payroll = list.filter((t) => t.dataSource.startsWith('payroll/'));
  return (
    <Card withBorder padding="md" data-testid="templates-section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Export templates
          </Title>
          <Anchor component={Link} to={buildPath('org.settings.integrations.templates', { orgId })} size="sm">
            Manage templates
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          Files for other systems: custom exports of lists, and payroll export templates used by pay runs beside the built-in ADP,
          QuickBooks, Gusto and Paychex formats.
        </Text>
        {templates.data && list.length === 0 && <Text size="sm">No templates yet.</Text>}
        <Group gap="xs">
          {list.map((t) => (
            <Anchor key={t.id} component={Link} to={buildPath('org.settings.integrations.templates', { orgId, view: t.id })} size="sm">
              <Badge variant="light" color={t.active ? (payroll.includes(t) ? 'grape' : 'blue') : 'gray'} style={{ cursor: 'pointer' }}>
                {t.name}
              </Badge>
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
