import type { ScreenConfig } from '../lists/screen-config';
import { BriefingTypeForm } from './BriefingTypeForm';

/** Settings → Users → Briefing Types (issue 35): the form with its PDF and acknowledgments. */
export const BRIEFING_SCREENS: Readonly<Record<string, ScreenConfig>> = {
  'briefing/types': { form: { component: BriefingTypeForm } },
};
