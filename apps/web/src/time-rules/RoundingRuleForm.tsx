import { Stack } from '@mantine/core';
import { roundingRulesResource } from '@punchline/contracts';
import type { RecordFormProps } from '../lists/screen-config';
import { RoundingExample } from './examples';
import { RuleFields } from './RuleFields';
import { useCollection } from './use-collection';
import { useTypedValues } from './use-typed-values';
import { withEdited } from './with-edited';

const GROUPS = [
  {
    title: 'Rounding Rule',
    hint: 'A rule naming a position (shift start, break end...) wins over one naming a direction (in, out), which wins over both.',
    fields: ['name', 'active', 'applyTo', 'mode', 'interval', 'grace', 'scheduleWindow'],
  },
];

/** A rounding rule with a live example: the organization's other rules and this one as edited. */
export function RoundingRuleForm(props: RecordFormProps) {
  const rules = useCollection(props.orgId, roundingRulesResource);
  const typed = useTypedValues(props.def, props.form.values);
  return (
    <Stack gap="lg">
      <RuleFields {...props} groups={GROUPS} />
      {rules && <RoundingExample rules={withEdited(rules, typed)} />}
    </Stack>
  );
}
