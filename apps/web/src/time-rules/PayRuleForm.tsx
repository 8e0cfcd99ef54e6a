import { Stack } from '@mantine/core';
import { PAY_RULE_CODE_FIELDS, payCodesResource } from '@punchline/contracts';
import { payRuleFromPreset, type PayRulePreset } from '@punchline/domain';
import type { RecordFormProps } from '../lists/screen-config';
import { PayRuleExample } from './examples';
import { PayCodeSelect } from './PayCodeSelect';
import { PresetPicker } from './PresetPicker';
import { RuleFields, type RuleGroup } from './RuleFields';
import { useCollection } from './use-collection';
import { useTypedValues } from './use-typed-values';

const GROUPS: readonly RuleGroup[] = [
  { title: 'Pay Rule', fields: ['name', 'active', 'regularPayCode', 'weekStartsOn', 'applyShiftOverlapTo'] },
  {
    title: 'Daily Overtime',
    hint: 'Hours worked in one work day beyond a threshold are paid under its pay code.',
    fields: ['daily1Threshold', 'daily1PayCode', 'daily2Threshold', 'daily2PayCode'],
  },
  {
    title: 'Weekly Overtime',
    hint: 'Regular hours beyond a threshold in the workweek (or the pay period, when chosen). Daily overtime never counts twice.',
    fields: ['weekly1Threshold', 'weekly1PayCode', 'weekly2Threshold', 'weekly2PayCode', 'overtimeByPayPeriod'],
  },
  {
    title: 'Consecutive Days',
    hint: "From this day of an unbroken run of work days in the workweek, hours up to the daily threshold and beyond it take these codes (California's seventh day).",
    fields: ['consecutiveDaysThreshold', 'consecutiveDaysRegularPayCode', 'consecutiveDaysDaily1PayCode'],
  },
];

const CODE_FIELDS: ReadonlySet<string> = new Set(PAY_RULE_CODE_FIELDS);

/**
 * The pay rule form: a preset to start from, the rule's fields in groups with a line each, pay
 * codes picked from the organization's, and a live example of what the values being edited pay.
 */
export function PayRuleForm(props: RecordFormProps) {
  const { form, readOnly, orgId, def } = props;
  const codes = useCollection(orgId, payCodesResource) ?? [];
  const typed = useTypedValues(def, form.values);
  // Every field takes the preset's value but a name already typed, which stays the person's.
  const choose = (preset: PayRulePreset) => {
    const { name, ...values } = payRuleFromPreset(preset);
    for (const [field, value] of Object.entries(values)) if (field in def.fields) form.setValue(field, value);
    if (!form.values.name) form.setValue('name', name);
  };
  return (
    <Stack gap="lg">
      <PresetPicker value={(form.values.preset as string | null) ?? null} readOnly={readOnly} onChoose={choose} />
      <RuleFields
        {...props}
        groups={GROUPS}
        custom={(name) =>
          CODE_FIELDS.has(name) ? (
            <PayCodeSelect
              field={def.fields[name]!}
              value={form.values[name]}
              codes={codes}
              error={form.shownErrors[name]?.[0]}
              readOnly={readOnly}
              onChange={(code) => form.setValue(name, code)}
            />
          ) : undefined
        }
      />
      <PayRuleExample values={typed} payCodes={codes} />
    </Stack>
  );
}
