import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { MORE_RESULTS_OPTIONS } from '@punchline/domain';
import { IconChevronDown } from '@tabler/icons-react';

type Props = {
  count: number;
  hasMore: boolean;
  allowAll: boolean;
  progress: number | null;
  onMore: (n: number) => void;
  onAll: () => void;
};

/** The list footer: how many rows are shown, More results 25…400 and All results where allowed. */
export function MoreResults({ count, hasMore, allowAll, progress, onMore, onAll }: Props) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="row-count">
        {count} {count === 1 ? 'row' : 'rows'}
        {hasMore ? ', more available' : ''}
      </Text>
      {progress !== null && (
        <Group gap="xs" style={{ flex: 1, maxWidth: 320 }}>
          <Progress value={100} animated style={{ flex: 1 }} />
          <Text size="sm" data-testid="load-all-progress">
            Loaded {progress}…
          </Text>
        </Group>
      )}
      {hasMore && (
        <Menu position="top-end">
          <Menu.Target>
            <Button variant="light" rightSection={<IconChevronDown size={14} />} disabled={progress !== null}>
              More results
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {MORE_RESULTS_OPTIONS.map((n) => (
              <Menu.Item key={n} onClick={() => onMore(n)}>
                {n}
              </Menu.Item>
            ))}
            {allowAll && <Menu.Item onClick={onAll}>All results</Menu.Item>}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
