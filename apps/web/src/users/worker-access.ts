import { employeesResource, maySee, type FieldDef, type FieldErrors, type ResourceDef, type SensitiveViewer } from '@punchline/contracts';
import { pinError, type SessionSettings } from '@punchline/domain';

type Session = Pick<SessionSettings, 'requiredFields' | 'pinLengthMin' | 'pinLengthMax'>;

/** What the PIN box says it takes: '4 to 8 digits', 'at least 12 digits'. */
export function pinHint(min: number, max: number): string {
  if (max > 0 && max === min) return `${min} digits`;
  return max > 0 ? `${min} to ${max} digits` : `at least ${min} digits`;
}

/**
 * The worker definition as this organization's console edits it: the fields its employee
 * defaults require (requiredFields) are required, where the viewer may see them (a field nobody
 * on this screen can fill in must not block Save), and a typed PIN follows the PIN length bounds.
 */
export function workerDef(session: Session, viewer: SensitiveViewer, base: ResourceDef = employeesResource): ResourceDef {
  const fields = Object.fromEntries(
    Object.entries(base.fields).map(([name, field]): [string, FieldDef] => [
      name,
      session.requiredFields.includes(name) && maySee(name, field, viewer) ? { ...field, required: true } : field,
    ]),
  );
  return {
    ...base,
    fields,
    check: (values): FieldErrors => {
      const errors = { ...(base.check?.(values) ?? {}) };
      const pin = values.pin;
      const problem =
        typeof pin === 'string' && pin !== '' ? pinError(pin, { min: session.pinLengthMin, max: session.pinLengthMax }) : null;
      if (problem) errors.pin = [problem];
      return errors;
    },
  };
}

/** The worker form's sections and the fields each shows (the ones the viewer may see). */
export const WORKER_SECTIONS = {
  identity: ['firstName', 'middleName', 'lastName', 'displayName', 'active'],
  organization: ['departmentId', 'orgUnitId', 'labelIds'],
  contact: ['employeeNumber', 'email', 'phone', 'hireDate', 'terminationDate'],
  sensitive: ['birthDate', 'nationalId', 'address', 'emergencyContactName', 'emergencyContactPhone'],
  pay: ['payType'],
  timeRules: ['payClassId', 'payRuleId', 'shiftStartsAt'],
  clock: ['pin', 'nfcTagId'],
} as const;

export type WorkerSection = keyof typeof WORKER_SECTIONS;

/** The fields of a section this viewer sees; a section left empty is not shown at all. */
export function sectionFields(def: Pick<ResourceDef, 'fields'>, section: WorkerSection, viewer: SensitiveViewer): string[] {
  return WORKER_SECTIONS[section].filter((name) => {
    const field = def.fields[name];
    return field !== undefined && maySee(name, field, viewer);
  });
}
