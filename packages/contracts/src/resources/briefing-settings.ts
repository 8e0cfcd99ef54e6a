import { defineSettings } from './define';

/**
 * Settings → Users → Briefing Defaults (issue 35; SPEC section 3 enableBriefings): the switch
 * kept in the organization's settings, where the session reads it (briefingsEnabled, and with it
 * healthAndSafetyEnabled). Needs only the briefing feature, so it can be switched on.
 */
export const briefingSettings = defineSettings({
  kind: 'briefingsettings',
  path: 'briefing/settings',
  label: 'Briefing Defaults',
  fields: {
    enableBriefings: { type: 'bool', label: 'Briefings Enabled', default: false },
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'briefing',
});
