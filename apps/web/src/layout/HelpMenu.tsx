import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook, IconHelpCircle, IconMessageStar } from '@tabler/icons-react';
import { FeedbackDialog } from './FeedbackDialog';
import { useOrgSession } from './use-org-session';

export function HelpMenu() {
  const session = useOrgSession();
  const [feedbackOpen, feedback] = useDisclosure(false);
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
            href={session.helpUrl ?? '/help.html'}
            target="_blank"
            rel="noreferrer"
          >
            Help
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FeedbackDialog opened={feedbackOpen} onClose={feedback.close} orgId={session.organizationId} />
    </>
  );
}
