import { defineResource } from './define';

/**
 * Settings → Shifts → Rounding Rules: how punches are rounded before pay (docs/time-engine.md
 * "Rounding"). One rule per position or direction (applyTo); a rule naming the position
 * (shiftStart...) wins over one naming the direction (in/out), which wins over both. The name is
 * for people ('Quarter-hour start'); the engine reads the rest.
 */
export const roundingRulesResource = defineResource({
  kind: 'roundingrule',
  path: 'shift/roundingrules',
  table: 'rounding_rules',
  label: 'Rounding Rule',
  labelPlural: 'Rounding Rules',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    applyTo: {
      type: 'choice',
      label: 'Apply To',
      required: true,
      unique: true,
      choices: ['in', 'out', 'both', 'shiftStart', 'shiftEnd', 'breakStart', 'breakEnd'],
      choiceLabels: {
        in: 'Every IN',
        out: 'Every OUT',
        both: 'Every punch',
        shiftStart: 'Shift start',
        shiftEnd: 'Shift end',
        breakStart: 'Break start',
        breakEnd: 'Break end',
      },
    },
    interval: { type: 'integer', label: 'Interval (minutes)', required: true, min: 1, max: 60 },
    mode: { type: 'choice', label: 'Round', required: true, choices: ['up', 'down', 'nearest'] },
    grace: { type: 'integer', label: 'Grace (minutes)', default: 0, min: 0, max: 60 },
    scheduleWindow: { type: 'integer', label: 'Snap To Schedule Within (minutes)', min: 0, max: 240 },
  },
  list: { columns: ['name', 'applyTo', 'interval', 'mode', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'console', write: 'edit_settings' },
  confirmSave: { fields: ['active', 'applyTo', 'interval', 'mode', 'grace', 'scheduleWindow'] },
});
