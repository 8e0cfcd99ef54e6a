import { defineSettings } from './define';

/** How a worker proves who they are at a clock (SPEC section 3; docs/time-keeping.md). */
export const IDENTIFICATION_METHODS = ['pin', 'nfc', 'qr', 'face'] as const;
export const IDENTIFICATION_METHOD_LABELS = { pin: 'PIN', nfc: 'NFC Tag', qr: 'QR Badge', face: 'Face' } as const;

/** How many days old a clock's punch may be when it arrives, unless the organization says otherwise. */
export const OFFLINE_PUNCH_MAX_DAYS_DEFAULT = 31;

/** OpenStreetMap's standard raster tiles: what the geomap shows unless the organization chose otherwise. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Settings → Devices → Defaults (`clocks/defaults`, SPEC section 7 single-record settings): how
 * every clock of the organization behaves unless a device says otherwise (its own identification
 * methods). The device API reads them at each call (devices/clock-settings.ts); the geomap takes
 * its tile source from mapTileUrl (empty: a plain background, no tiles fetched).
 */
export const clockDefaultsSettings = defineSettings({
  kind: 'clockdefaults',
  path: 'clocks/defaults',
  label: 'Device Defaults',
  fields: {
    identificationMethods: {
      type: 'textList',
      label: 'Identification Methods',
      maxItems: 4,
      maxLength: 10,
      default: ['pin'],
      example: ['pin'],
    },
    photoCapture: { type: 'bool', label: 'Photo Capture', default: false },
    faceMatchThreshold: { type: 'number', label: 'Face Match Threshold', min: 0.5, max: 0.99, maxDecimals: 2, default: 0.8 },
    offlinePunchingAllowed: { type: 'bool', label: 'Offline Punching Allowed', default: true },
    // How far back a clock's time may be (issue 30): older punches are refused, never kept as 1900.
    offlinePunchMaxDays: {
      type: 'integer',
      label: 'Offline Punches Accepted For (days)',
      min: 1,
      max: 366,
      default: OFFLINE_PUNCH_MAX_DAYS_DEFAULT,
      example: OFFLINE_PUNCH_MAX_DAYS_DEFAULT,
    },
    punchCodePrompt: { type: 'bool', label: 'Punch Code Prompt', default: false },
    costingPrompt: { type: 'bool', label: 'Costing Prompt', default: false },
    // Workers' own phones as their clocks (a device with a worker; issue 17).
    personalClocksAllowed: { type: 'bool', label: 'Personal Clocks Allowed', default: false },
    mapTileUrl: { type: 'text', label: 'Map Tile URL', maxLength: 500, default: DEFAULT_MAP_TILE_URL, example: DEFAULT_MAP_TILE_URL },
  },
  access: { read: 'edit_clocks', write: 'edit_clocks' },
  check: (values) => {
    const methods = (values.identificationMethods ?? []) as string[];
    const unknown = methods.filter((m) => !(IDENTIFICATION_METHODS as readonly string[]).includes(m));
    const errors: Record<string, string[]> = {};
    if (unknown.length > 0) errors.identificationMethods = [`Choose among PIN, NFC Tag, QR Badge and Face (not ${unknown.join(', ')}).`];
    const url = values.mapTileUrl as string | null | undefined;
    if (url && !/^https?:\/\/\S+$/.test(url))
      errors.mapTileUrl = ['Enter a tile address starting with https://, with {z}, {x} and {y} in it, or leave it empty.'];
    else if (url && !['{z}', '{x}', '{y}'].every((p) => url.includes(p)))
      errors.mapTileUrl = ['A tile address needs {z}, {x} and {y} in it.'];
    return errors;
  },
});
