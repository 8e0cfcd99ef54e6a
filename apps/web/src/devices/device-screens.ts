import { DEVICE_STATUS_LABELS, IDENTIFICATION_METHOD_LABELS } from '@punchline/contracts';
import type { ScreenConfig } from '../lists/screen-config';
import { DeviceForm } from './DeviceForm';
import { GeoRuleForm } from './GeoRuleForm';
import { RadiusCell } from './RadiusCell';

// No methods of its own: the device follows the defaults (Settings → Devices → Defaults).
const methodsText = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? value.map((m: string) => IDENTIFICATION_METHOD_LABELS[m as keyof typeof IDENTIFICATION_METHOD_LABELS] ?? m).join(', ')
    : 'Defaults';
const statusText = (value: unknown) => DEVICE_STATUS_LABELS[value as keyof typeof DEVICE_STATUS_LABELS] ?? String(value ?? '');

/** Settings → Devices (issue 16), by definition path: the device form with its pairing dialog, the geo rule form with its map. */
export const DEVICE_SCREENS: Readonly<Record<string, ScreenConfig>> = {
  clocks: {
    form: { component: DeviceForm },
    columns: {
      status: { cell: ({ value }) => statusText(value) },
      identificationMethods: { cell: ({ value }) => methodsText(value) },
    },
  },
  georules: { form: { component: GeoRuleForm }, columns: { radiusM: { cell: RadiusCell } } },
};
