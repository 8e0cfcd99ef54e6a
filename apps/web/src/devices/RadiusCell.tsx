import { formatDistance } from '@punchline/domain';
import { useFormats } from '../formats/use-formats';
import type { CellProps } from '../lists/screen-config';

/** A geo rule's radius (kept in metres) in the organization's distance units (SPEC section 9). */
export function RadiusCell({ value }: CellProps) {
  const prefs = useFormats();
  return typeof value === 'number' ? formatDistance(value, prefs) : '';
}
