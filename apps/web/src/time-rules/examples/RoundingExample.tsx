import { roundingExample, type StoredRoundingRule, type StoredShiftDefaults } from '@punchline/domain';
import { useMemo } from 'react';
import { useFormats } from '../../formats/use-formats';
import { ExampleBox } from './ExampleBox';
import { exampleFormat, roundingText } from './example-text';

type Props = {
  /** Every rounding rule as it would be saved (the one being edited in place: withEdited). */
  rules: readonly Record<string, unknown>[];
  /** The shift defaults, when the caller has them (grouping and maximum shift); defaults otherwise. */
  shift?: Partial<StoredShiftDefaults>;
};

/** What these rounding rules do to a sample day (07:52–16:08 with a lunch), computed by the engine. */
export function RoundingExample({ rules, shift }: Props) {
  const prefs = useFormats();
  // roundingExample checks every value itself and gives null while one is incomplete.
  const result = useMemo(() => roundingExample(rules as readonly Partial<StoredRoundingRule>[], shift), [rules, shift]);
  const lines = useMemo(() => (result ? roundingText(result, exampleFormat(prefs)) : []), [result, prefs]);
  return <ExampleBox lines={lines} testId="rounding-example" />;
}
