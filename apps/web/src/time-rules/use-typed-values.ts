import { validateRecord, type ResourceDef } from '@punchline/contracts';
import { useMemo } from 'react';

/**
 * The form's values as the server would store them (a number typed as '9' is 9), for the live
 * examples, which compute with numbers; a value that does not validate comes out empty.
 */
export function useTypedValues(def: Pick<ResourceDef, 'fields' | 'check'>, values: Record<string, unknown>): Record<string, unknown> {
  return useMemo(() => ({ ...values, ...validateRecord(def, values).values }), [def, values]);
}
