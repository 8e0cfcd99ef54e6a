import type { ScreenConfig } from '../lists/screen-config';
import { BreakRuleForm } from './BreakRuleForm';
import { PayRuleForm } from './PayRuleForm';
import { RoundingRuleForm } from './RoundingRuleForm';

/** The time rules whose forms explain themselves with a live example (issue 15), by definition path. */
export const TIME_RULE_SCREENS: Readonly<Record<string, ScreenConfig>> = {
  'payroll/rules': { form: { component: PayRuleForm } },
  'shift/roundingrules': { form: { component: RoundingRuleForm } },
  'shift/breaks': { form: { component: BreakRuleForm } },
};
