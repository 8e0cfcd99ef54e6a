import { breakExample, type StoredBreakRule } from '@punchline/domain';
import { useMemo } from 'react';
import { useFormats } from '../../formats/use-formats';
import { ExampleBox } from './ExampleBox';
import { breakText, exampleFormat } from './example-text';

type Props = {
  /** Every break rule as it would be saved (the one being edited in place: withEdited). */
  breaks: readonly Record<string, unknown>[];
};

/** What these break rules do to a 9-hour shift with and without a punched lunch, computed by the engine. */
export function BreakExample({ breaks }: Props) {
  const prefs = useFormats();
  // breakExample checks every value itself and gives null while one is incomplete.
  const result = useMemo(() => breakExample(breaks as readonly Partial<StoredBreakRule>[]), [breaks]);
  const lines = useMemo(() => (result ? breakText(result, exampleFormat(prefs)) : []), [result, prefs]);
  return <ExampleBox lines={lines} testId="break-example" />;
}
