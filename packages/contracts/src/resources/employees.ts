import { z } from 'zod';
import { validationMessage } from '@punchline/domain';
import { defineResource, type FieldErrors } from './define';

/** E.164: a plus, a country code and at most 15 digits in all ('+14155550123'). */
export const E164 = /^\+[1-9]\d{1,14}$/;
/** A wall time 'HH:MM', 00:00 to 23:59. */
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The worker fields an organization may make sensitive (employeeSensitiveFields). */
export const CONFIGURABLE_SENSITIVE_FIELDS = ['employeeNumber', 'email', 'phone', 'hireDate', 'terminationDate'] as const;
/** The worker fields an organization may require (requiredFields) besides the names. */
export const REQUIRABLE_FIELDS = [
  'employeeNumber',
  'email',
  'phone',
  'departmentId',
  'orgUnitId',
  'hireDate',
  'birthDate',
  'nationalId',
  'address',
] as const;

/**
 * Settings → Users → Workers (SPEC section 3 Employee and worker): the people who clock in.
 * Sensitive fields (birth date, national id, address, emergency contact) need
 * access_employee_sensitive; pay needs pay rates access as well; an organization may make more
 * fields sensitive (CONFIGURABLE_SENSITIVE_FIELDS). The PIN is write-only (the server keeps an
 * HMAC of it); qrBadgeCode, hasPin and faceStatus are the server's.
 */
/** PUT employees/{id}/avatar: the URL of the stored 256×256 WebP image. */
export const avatarAnswerSchema = z.object({ result: z.object({ avatar: z.string() }) });

export const employeesResource = defineResource({
  kind: 'employee',
  path: 'employees',
  table: 'employees',
  label: 'Worker',
  labelPlural: 'Workers',
  fields: {
    firstName: { type: 'text', label: 'First Name', required: true, maxLength: 60 },
    middleName: { type: 'text', label: 'Middle Name', maxLength: 60 },
    lastName: { type: 'text', label: 'Last Name', required: true, maxLength: 60 },
    displayName: { type: 'text', label: 'Display Name', maxLength: 120 },
    active: { type: 'bool', label: 'Active', default: true },
    employeeNumber: { type: 'text', label: 'Employee Number', maxLength: 40, unique: true, sensitive: 'configurable' },
    email: {
      type: 'text',
      label: 'Email',
      maxLength: 200,
      unique: true,
      sensitive: 'configurable',
      pattern: { regex: EMAIL, message: validationMessage('email') },
    },
    phone: {
      type: 'text',
      label: 'Phone',
      maxLength: 16,
      sensitive: 'configurable',
      pattern: { regex: E164, message: validationMessage('phoneE164') },
    },
    departmentId: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' }, column: 'department_id' },
    orgUnitId: { type: 'ref', label: 'Org Unit', ref: { kind: 'orgunit', table: 'org_units' }, column: 'org_unit_id' },
    labelIds: { type: 'idList', label: 'Labels', maxItems: 100, ref: { kind: 'label', table: 'labels' } },
    customFieldValues: { type: 'valueMap', label: 'Custom Fields', maxItems: 20, maxLength: 100 },
    sensitiveCustomFieldValues: { type: 'valueMap', label: 'Sensitive Custom Fields', maxItems: 20, maxLength: 100, sensitive: true },
    hireDate: { type: 'date', label: 'Hire Date', sensitive: 'configurable' },
    terminationDate: { type: 'date', label: 'Termination Date', sensitive: 'configurable' },
    birthDate: { type: 'date', label: 'Birth Date', sensitive: true },
    nationalId: { type: 'text', label: 'National ID', maxLength: 40, sensitive: true },
    address: { type: 'text', label: 'Address', maxLength: 500, multiline: true, sensitive: true },
    emergencyContactName: { type: 'text', label: 'Emergency Contact', maxLength: 120, sensitive: true },
    emergencyContactPhone: {
      type: 'text',
      label: 'Emergency Contact Phone',
      maxLength: 16,
      sensitive: true,
      pattern: { regex: E164, message: validationMessage('phoneE164') },
    },
    // No field default: the server fills in the employee defaults' newWorkerPayType when none is sent.
    payType: { type: 'choice', label: 'Pay Type', choices: ['hourly', 'salaried'], sensitive: 'pay' },
    // The time rules that apply to the worker (issue 15); empty means the organization's own.
    payClassId: { type: 'ref', label: 'Pay Class', ref: { kind: 'payclass', table: 'pay_classes' }, column: 'pay_class_id' },
    payRuleId: { type: 'ref', label: 'Pay Rule', ref: { kind: 'payrule', table: 'pay_rules' }, column: 'pay_rule_id' },
    shiftStartsAt: {
      type: 'text',
      label: 'Work Day Starts At',
      maxLength: 5,
      pattern: { regex: WALL_TIME, message: validationMessage('time') },
    },
    pin: { type: 'text', label: 'PIN', maxLength: 64, writeOnly: true, column: 'pin_hash', unique: true },
    nfcTagId: { type: 'text', label: 'NFC Tag ID', maxLength: 100, unique: true },
  },
  computed: {
    hasPin: { type: 'bool', label: 'Has PIN' },
    qrBadgeCode: { type: 'text', label: 'QR Badge' },
    faceStatus: { type: 'choice', label: 'Face Enrolment' },
    avatar: { type: 'text', label: 'Avatar' },
  },
  list: {
    columns: ['lastName', 'firstName', 'employeeNumber', 'departmentId', 'orgUnitId', 'active'],
    search: ['firstName', 'lastName', 'displayName', 'employeeNumber', 'email'],
    orderBy: 'lastName',
    allowAll: true,
  },
  filters: {
    departmentId: { type: 'ref', field: 'departmentId', label: 'Department' },
    orgUnitId: { type: 'ref', field: 'orgUnitId', label: 'Org Unit' },
    labelIds: { type: 'ref', field: 'labelIds', label: 'Labels' },
    // `customFieldValues=3:Large,5:true`; sensitive custom fields only for callers who see them.
    customFieldValues: {
      type: 'valueMap',
      field: 'customFieldValues',
      label: 'Custom Fields',
      sensitiveField: 'sensitiveCustomFieldValues',
    },
  },
  actions: {
    activate: { label: 'Activate', bulk: true },
    deactivate: { label: 'Deactivate', bulk: true, confirm: 'Deactivate the selected workers?' },
    resetPin: {
      label: 'Reset PIN',
      bulk: true,
      confirm: 'Remove the PIN of the selected workers? They cannot clock in by PIN until given a new one.',
    },
    newQrBadge: { label: 'New QR Badge', confirm: 'Issue a new QR badge? The old badge stops working.' },
    // Bulk edits from the list; each takes its value as `data` (ActionDef.input).
    setDepartment: {
      label: 'Set Department',
      bulk: true,
      input: { departmentId: { type: 'ref', label: 'Department', required: true, ref: { kind: 'department', table: 'departments' } } },
    },
    setOrgUnit: {
      label: 'Set Org Unit',
      bulk: true,
      input: { orgUnitId: { type: 'ref', label: 'Org Unit', required: true, ref: { kind: 'orgunit', table: 'org_units' } } },
    },
    addLabels: {
      label: 'Add Labels',
      bulk: true,
      input: { labelIds: { type: 'idList', label: 'Labels', required: true, maxItems: 100, ref: { kind: 'label', table: 'labels' } } },
    },
    removeLabels: {
      label: 'Remove Labels',
      bulk: true,
      input: { labelIds: { type: 'idList', label: 'Labels', required: true, maxItems: 100, ref: { kind: 'label', table: 'labels' } } },
    },
  },
  access: { read: 'console', write: 'edit_employees' },
  confirmSave: { fields: ['payClassId', 'payRuleId', 'shiftStartsAt'] },
  // A worker's row is large at its worst (custom values, address): 1,000 rows keep the body limit sane.
  bulkImport: { maxRows: 1000 },
  check: (values): FieldErrors =>
    values.terminationDate && values.hireDate && String(values.terminationDate) < String(values.hireDate)
      ? { terminationDate: ['must not be before the hire date.'] }
      : {},
});
