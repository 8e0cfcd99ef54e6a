// Live examples of the time rule forms, computed by the engine in the browser from the values
// being edited and written in the organization's time and duration formats.

/** <RoundingExample rules={withEdited(savedRules, form.values)} shift={shiftDefaults} /> */
export { RoundingExample } from './RoundingExample';
/** <BreakExample breaks={withEdited(savedBreaks, form.values)} /> */
export { BreakExample } from './BreakExample';
/** <PayRuleExample values={form.values} payCodes={organizationPayCodes} /> */
export { PayRuleExample } from './PayRuleExample';
