import { defineResource, type FieldErrors } from './define';

/** The largest circle a geo rule may draw: a site, not a region. */
export const GEO_RULE_MAX_RADIUS_M = 50_000;

/** A polygon point as the form and the API write it: 'latitude,longitude' in decimal degrees. */
const POINT = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** [latitude, longitude] of a 'lat,lng' point, or null when it is not one or out of range. */
export function parseGeoPoint(text: string): [number, number] | null {
  const match = POINT.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 ? [lat, lng] : null;
}

/** A polygon's [latitude, longitude] pairs from its stored points (points that are not one are left out). */
export function polygonOfPoints(points: unknown): [number, number][] {
  if (!Array.isArray(points)) return [];
  return points.flatMap((p) => {
    const point = parseGeoPoint(String(p));
    return point ? [point] : [];
  });
}

/** The text a point is written as (six decimals: about 10 cm). */
export const geoPointText = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

function checkGeoRule(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  // Not a required field, so that a new rule may leave it out (a circle): but never emptied.
  if (values.shape == null) return { shape: ['Choose a shape: Circle or Polygon.'] };
  if (values.shape === 'circle') {
    if (values.latitude == null) errors.latitude = ['A circle needs its centre: enter the latitude or click the map.'];
    if (values.longitude == null) errors.longitude = ['A circle needs its centre: enter the longitude or click the map.'];
    const radius = values.radiusM as number | null | undefined;
    if (radius == null || radius <= 0) errors.radiusM = ['A circle needs a radius greater than 0.'];
    return errors;
  }
  const points = (values.polygonPoints ?? []) as string[];
  const bad = points.filter((p) => parseGeoPoint(p) === null);
  if (bad.length > 0) {
    errors.polygonPoints = [
      `Write each point as latitude,longitude with latitude in -90..90 and longitude in -180..180 (not ${bad.join('; ')}).`,
    ];
  } else if (points.length < 3) {
    errors.polygonPoints = ['A polygon needs at least 3 points: click the map to add them.'];
  }
  return errors;
}

/**
 * Settings → Devices → Geo Rules (features geo; edit_clocks): areas a punch must be made in.
 * A rule applies to the workers it names and to those of its org units (both empty: everyone);
 * a punch with a location outside every rule that applies gets the G flag (docs/time-keeping.md).
 * The radius is kept in metres and shown in the organization's distance units.
 */
export const geoRulesResource = defineResource({
  kind: 'georule',
  path: 'georules',
  table: 'geo_rules',
  label: 'Geo Rule',
  labelPlural: 'Geo Rules',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    shape: {
      type: 'choice',
      label: 'Shape',
      choices: ['circle', 'polygon'],
      choiceLabels: { circle: 'Circle', polygon: 'Polygon' },
      default: 'circle',
    },
    latitude: {
      type: 'number',
      label: 'Latitude',
      min: -90,
      max: 90,
      maxDecimals: 7,
      showWhen: { field: 'shape', equals: 'circle' },
      example: 48.8584,
    },
    longitude: {
      type: 'number',
      label: 'Longitude',
      min: -180,
      max: 180,
      maxDecimals: 7,
      showWhen: { field: 'shape', equals: 'circle' },
      example: 2.2945,
    },
    radiusM: {
      type: 'number',
      label: 'Radius (meters)',
      min: 0,
      max: GEO_RULE_MAX_RADIUS_M,
      maxDecimals: 1,
      column: 'radius_m',
      showWhen: { field: 'shape', equals: 'circle' },
      example: 150,
    },
    // 'latitude,longitude' texts; the device API and the geomap read them with polygonOfPoints.
    polygonPoints: {
      type: 'textList',
      label: 'Polygon Points',
      maxItems: 200,
      maxLength: 40,
      column: 'polygon_points',
      showWhen: { field: 'shape', equals: 'polygon' },
    },
    orgUnitIds: {
      type: 'idList',
      label: 'Org Units',
      maxItems: 100,
      ref: { kind: 'orgunit', table: 'org_units' },
      column: 'org_unit_list',
    },
    employeeIds: {
      type: 'idList',
      label: 'Workers',
      maxItems: 500,
      ref: { kind: 'employee', table: 'employees' },
      column: 'employee_list',
    },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'shape', 'radiusM', 'orgUnitIds', 'employeeIds', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  filters: { orgUnit: { type: 'ref', field: 'orgUnitIds', label: 'Org Units' } },
  access: { read: 'edit_clocks', write: 'edit_clocks' },
  feature: 'geo',
  check: checkGeoRule,
});
