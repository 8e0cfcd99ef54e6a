import { ActionIcon, Button, Group, Popover, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconHash, IconHistory, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  id: number | null;
  position: { index: number; total: number } | null;
  canAudit: boolean;
  onAudit: () => void;
  onPrint: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onBack: () => void;
  /** Record action buttons (approve, recompute...). */
  actions?: ReactNode;
};

/** 'Add New {resource}' / 'Edit {resource}', id and audit icons, print and the 'n of total' pager. */
export function DetailHeader({ title, id, position, canAudit, onAudit, onPrint, onPrevious, onNext, onBack, actions }: Props) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {/* On a phone the title goes under Back to List rather than being cut off. */}
      <Group gap="xs" wrap="wrap">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px="xs">
          Back to List
        </Button>
        <Title order={1} size="h3">
          {title}
        </Title>
        {id !== null && (
          <Popover withArrow>
            <Popover.Target>
              <ActionIcon variant="subtle" aria-label="Record id">
                <IconHash size={18} />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">ID: {id}</Text>
            </Popover.Dropdown>
          </Popover>
        )}
        {id !== null && canAudit && (
          <Tooltip label="Audit trail">
            <ActionIcon variant="subtle" aria-label="Audit trail" onClick={onAudit}>
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Print">
          <ActionIcon variant="subtle" aria-label="Print" onClick={onPrint}>
            <IconPrinter size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {actions}
      {position && (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" aria-label="Previous" disabled={position.index <= 0} onClick={onPrevious}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm" data-testid="pager">
            {position.index + 1} of {position.total}
          </Text>
          <ActionIcon variant="default" aria-label="Next" disabled={position.index >= position.total - 1} onClick={onNext}>
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
