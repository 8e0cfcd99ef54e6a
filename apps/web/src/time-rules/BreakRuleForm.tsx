import { Stack } from '@mantine/core';
import { breakRulesResource } from '@punchline/contracts';
import type { RecordFormProps } from '../lists/screen-config';
import { BreakExample } from './examples';
import { RuleFields } from './RuleFields';
import { useCollection } from './use-collection';
import { useTypedValues } from './use-typed-values';
import { withEdited } from './with-edited';

const GROUPS = [
  {
    title: 'Break',
    hint: 'Due once the shift has worked the given minutes. An unpaid break can be deducted when it is not punched.',
    fields: ['name', 'active', 'paid', 'autoDeduct', 'after', 'duration', 'grace'],
  },
];

/** A break rule with a live example: the organization's other breaks and this one as edited. */
export function BreakRuleForm(props: RecordFormProps) {
  const breaks = useCollection(props.orgId, breakRulesResource);
  const typed = useTypedValues(props.def, props.form.values);
  return (
    <Stack gap="lg">
      <RuleFields {...props} groups={GROUPS} />
      {breaks && <BreakExample breaks={withEdited(breaks, typed)} />}
    </Stack>
  );
}
