import { TIME_RULE_SCREENS } from '../time-rules/time-rule-screens';
import { DEVICE_SCREENS } from '../devices/device-screens';
import { BRIEFING_SCREENS } from '../briefings/briefing-screens';
import type { ScreenConfig } from './screen-config';

/**
 * Per-resource screen overrides, keyed by the definition's path. A collection listed here keeps
 * the generic list and form and replaces only what it names (a punches list's cells, a time
 * card's form...); see docs/resources.md. A screen can also pass `config` to ResourceScreen.
 */
export const SCREEN_OVERRIDES: Readonly<Record<string, ScreenConfig>> = {
  ...TIME_RULE_SCREENS,
  ...DEVICE_SCREENS,
  ...BRIEFING_SCREENS,
};

/** The screen configuration of a collection: the registered one with the caller's laid over it. */
export function screenConfigOf(path: string, own?: ScreenConfig): ScreenConfig {
  const registered = SCREEN_OVERRIDES[path] ?? {};
  return { ...registered, ...own, columns: { ...registered.columns, ...own?.columns } };
}
