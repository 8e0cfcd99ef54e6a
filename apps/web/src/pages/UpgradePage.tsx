import { Anchor, Button, Center, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { consoleConfigQuery } from '../app/queries';
import { usePageTitle } from '../app/use-page-title';

const PAID_FEATURES = [
  'Unlimited punches and time cards for every worker you pay',
  'Schedules, time off and accruals',
  'Job costing with categories, phases and cost codes',
  'Payroll exports, pay runs and net pay',
  'Attendance discipline, credentials and briefings',
  'Reports, scheduled reports and the audit trail',
];

/** The upgrade promo (SPEC section 2, top level): what a subscription adds and how to get one. */
export function UpgradePage() {
  usePageTitle('Upgrade');
  const navigate = useNavigate();
  const config = useQuery(consoleConfigQuery);
  const email = config.data?.support.email;
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw={560}>
        <Stack>
          <Title order={1} size="h2">
            Keep your team on the clock
          </Title>
          <Text>A subscription keeps every record of your trial and unlocks the whole product:</Text>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" color="green">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {PAID_FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {email ? (
              <>
                To subscribe, write to <Anchor href={`mailto:${email}?subject=Subscription`}>{email}</Anchor> with your organization&apos;s
                name; plans are priced per active worker.
              </>
            ) : (
              'To subscribe, contact the company that provided this console; plans are priced per active worker.'
            )}
          </Text>
          <Button variant="default" onClick={() => navigate(-1)} w="fit-content">
            Back
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
