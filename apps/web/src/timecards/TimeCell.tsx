import { Group, TextInput, Tooltip } from '@mantine/core';
import type { FlagCode } from '@punchline/domain';
import type { KeyboardEvent } from 'react';
import { FlagLetters } from './FlagLetters';

type Props = {
  slotKey: string;
  column: number;
  label: string;
  value: string;
  missed: boolean;
  error?: string;
  readOnly: boolean;
  flags: readonly FlagCode[];
  onChange: (text: string) => void;
  /** Escape: back to the saved value. */
  onRevert: () => void;
};

/** Enter moves to the same column of the next row (Tab and Shift+Tab move along the row). */
function moveDown(event: KeyboardEvent<HTMLInputElement>, column: number) {
  const cells = [...document.querySelectorAll<HTMLInputElement>(`input[data-column="${column}"]`)];
  const next = cells[cells.indexOf(event.currentTarget) + (event.shiftKey ? -1 : 1)];
  next?.focus();
  next?.select();
}

/** One in or out cell of the card: a time typed from the keyboard, its punch's flags beside it. */
export function TimeCell({ slotKey, column, label, value, missed, error, readOnly, flags, onChange, onRevert }: Props) {
  const input = (
    <TextInput
      size="xs"
      w={92}
      aria-label={label}
      value={value}
      readOnly={readOnly}
      error={Boolean(error)}
      placeholder={missed ? 'M' : undefined}
      data-column={column}
      data-slot={slotKey}
      data-missed={missed && value === '' ? 'true' : undefined}
      styles={missed && value === '' ? { input: { backgroundColor: 'var(--mantine-color-red-1)' } } : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
      onFocus={(e) => e.currentTarget.select()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          moveDown(e, column);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          onRevert();
        }
      }}
    />
  );
  return (
    <Group gap={4} wrap="nowrap">
      {error ? (
        <Tooltip label={error} opened withinPortal color="red" position="bottom">
          {input}
        </Tooltip>
      ) : (
        input
      )}
      <FlagLetters flags={flags} />
    </Group>
  );
}
