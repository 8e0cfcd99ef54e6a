import { validateRecord, type FieldErrors, type Fields } from '@punchline/contracts';
import { useMemo, useState } from 'react';
import { changedFields, keepEdits } from './record-form';

type Def = { fields: Fields; check?: (values: Record<string, unknown>) => FieldErrors };

/** A form over one record: values against the loaded original, SPEC section 5 messages from the
 *  shared `validateRecord`, server errors shown on their field until it changes. */
export function useRecordForm(def: Def, original: Record<string, unknown>) {
  const [values, setValues] = useState(original);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [base, setBase] = useState(original);
  // A new original (another record, or the saved one) replaces the edits. A new record's start
  // that changes under the form (its defaults load after it appears) keeps what was typed.
  if (base !== original) {
    const stillNew = base.id == null && original.id == null;
    setBase(original);
    setValues(stillNew ? (typed) => keepEdits(base, original, typed) : original);
    setServerErrors({});
  }
  const changed = useMemo(() => changedFields(def.fields, original, values), [def.fields, original, values]);
  const clientErrors = useMemo(() => validateRecord(def, values, original).errors, [def, values, original]);
  const errors = { ...clientErrors, ...serverErrors };
  const dirty = changed.length > 0;
  return {
    values,
    dirty,
    valid: Object.keys(clientErrors).length === 0,
    // Messages show once the form was touched, so a blank new form does not open in red.
    shownErrors: dirty || Object.keys(serverErrors).length > 0 ? errors : {},
    setValue: (name: string, value: unknown) => {
      setValues((v) => ({ ...v, [name]: value }));
      setServerErrors(({ [name]: _, ...rest }) => rest);
    },
    setServerErrors,
    revert: () => {
      setValues(original);
      setServerErrors({});
    },
  };
}

export type RecordForm = ReturnType<typeof useRecordForm>;
