import { payRuleExample, type PayRuleExampleInput, type StoredPayCode } from '@punchline/domain';
import { useMemo } from 'react';
import { useFormats } from '../../formats/use-formats';
import { ExampleBox } from './ExampleBox';
import { exampleFormat, payRuleText } from './example-text';

type Props = {
  /** The pay rule form's values as they are being edited. */
  values: Record<string, unknown>;
  /** The organization's pay codes (a code the rule names must be an active one). */
  payCodes: readonly Record<string, unknown>[];
};

/** What this pay rule pays for a few telling weeks ("A 10-hour Tuesday pays 8:00 REG and 2:00 OT."). */
export function PayRuleExample({ values, payCodes }: Props) {
  const prefs = useFormats();
  // payRuleExample checks every value itself and gives null while the rule is incomplete.
  const result = useMemo(() => payRuleExample(values as PayRuleExampleInput, payCodes as readonly StoredPayCode[]), [values, payCodes]);
  const lines = useMemo(() => (result ? payRuleText(result, exampleFormat(prefs)) : []), [result, prefs]);
  return <ExampleBox lines={lines} testId="pay-rule-example" />;
}
