import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook, IconHeadset, IconHelpCircle, IconMessageStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { consoleConfigQuery } from '../app/queries';
import { FeedbackDialog } from './FeedbackDialog';
import { SupportPanel } from './SupportPanel';
import { useOrgSession } from './use-org-session';

export function HelpMenu() {
  const session = useOrgSession();
  const config = useQuery(consoleConfigQuery);
  const [feedbackOpen, feedback] = useDisclosure(false);
  const [supportOpen, support] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" width={180} withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Help menu">
            <IconHelpCircle size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconMessageStar size={16} />} onClick={feedback.open}>
            Feedback
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBook size={16} />}
            component="a"
            href={config.data?.helpUrl ?? '/help.html'}
            target="_blank"
            rel="noreferrer"
          >
            Help
          </Menu.Item>
          <Menu.Item leftSection={<IconHeadset size={16} />} onClick={support.toggle}>
            Support
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FeedbackDialog opened={feedbackOpen} onClose={feedback.close} orgId={session.organizationId} />
      <SupportPanel opened={supportOpen} onClose={support.close} email={config.data?.support.email ?? null} />
    </>
  );
}
