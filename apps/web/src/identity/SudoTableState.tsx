import { Center, Loader, Text } from '@mantine/core';

/** Loading and empty states shared by the two sudo tables. */
export function SudoTableState({ pending, error, empty }: { pending: boolean; error: Error | null; empty: boolean }) {
  if (pending)
    return (
      <Center p="lg">
        <Loader size="sm" />
      </Center>
    );
  if (error)
    return (
      <Text c="red" p="md">
        {error.message}
      </Text>
    );
  return empty ? (
    <Text c="dimmed" p="md">
      Nothing matches your search.
    </Text>
  ) : null;
}
