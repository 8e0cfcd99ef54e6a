import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { healthQuestionnairesResource } from '@punchline/contracts';
import { buildPath, parseView } from '@punchline/domain';
import { useNavigate, useParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { ResourceScreen } from '../lists/ResourceScreen';
import { AnswersPanel } from './AnswersPanel';
import { answersFilterOf, tabOf, viewOfTab, type HealthTab } from './health-view';

const ROUTE = 'org.settings.users.health-safety';

/**
 * Settings → Users → Health & Safety (issue 35, docs/health-safety.md): the questionnaires a clock
 * asks at clock-in (the registry's collection, master-detail) and every answer given. The tab and
 * the answers' filter live in the view parameter (health-view.ts).
 */
export function HealthSafetyScreen() {
  const orgId = useOrgSession().organizationId;
  const navigate = useNavigate();
  const view = useParams().view;
  const tab = tabOf(view);
  const go = (next: string | undefined) => void navigate(buildPath(ROUTE, { orgId, view: next }));

  const switcher = (
    <SegmentedControl
      aria-label="Show"
      size="sm"
      value={tab}
      onChange={(next) => go(viewOfTab(next as HealthTab))}
      data={[
        { value: 'questionnaires', label: 'Questionnaires' },
        { value: 'answers', label: 'Answers' },
      ]}
    />
  );

  if (tab === 'answers') {
    return (
      <Stack gap="sm">
        <Group gap="md" wrap="wrap">
          <Title order={1} size="h3">
            Health & Safety
          </Title>
          {switcher}
        </Group>
        <Text size="sm" c="dimmed">
          Every answer given at a clock-in. A failed answer refused the punch, showed the questionnaire&apos;s contact and told the
          worker&apos;s managers.
        </Text>
        <AnswersPanel filter={answersFilterOf(view)} onFilter={(filter) => go(viewOfTab('answers', filter))} />
      </Stack>
    );
  }
  const listing = parseView(view).mode === 'list';
  return <ResourceScreen def={healthQuestionnairesResource} routeName={ROUTE} heading={listing ? switcher : undefined} />;
}
