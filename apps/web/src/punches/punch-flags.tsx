import { Flex, Group, Stack, Text } from '@mantine/core';
import { FLAG_OF_LETTER, type FlagCode } from '@punchline/domain';
import { FlagLetters } from '../timecards/FlagLetters';
import { flagName, letterOf } from '../timecards/flag-letters';

// The punches API answers flag letters (SPEC section 3); the console names them as the time card does.

/** The flag codes of the letters a punch carries, unknown letters left out. */
export const codesOf = (letters: unknown): FlagCode[] =>
  Array.isArray(letters) ? letters.flatMap((l) => (FLAG_OF_LETTER.has(String(l)) ? [FLAG_OF_LETTER.get(String(l))!] : [])) : [];

/** The letters of a punch, each naming itself on hover, centred in the list's row like its text. */
export const PunchFlags = ({ letters }: { letters: unknown }) => (
  <Flex h="100%" align="center">
    <FlagLetters flags={codesOf(letters)} />
  </Flex>
);

/** Each source flag letter with its meaning (the Flags column's legend). */
export function FlagsLegendText({ letters }: { letters: readonly string[] }) {
  return (
    <Stack gap={2}>
      {codesOf(letters).map((code) => (
        <Group key={code} gap={6}>
          <Text size="xs" fw={700}>
            {letterOf(code)}
          </Text>
          <Text size="xs">{flagName(code)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
