import { defineResource } from './define';

/**
 * A worker's credentials (issue 35; the worker form's Credentials section): which type, its
 * number, when issued and when it expires, and the document that proves it. The server half
 * (apps/server/src/credentials/employee-credentials.server.ts) checks what a type asks for: an
 * expiry date when it expires, a document when one must be attached, and that document being
 * the same worker's.
 */
export const employeeCredentialsResource = defineResource({
  kind: 'employeecredential',
  path: 'credential/credentials',
  table: 'employee_credentials',
  label: 'Credential',
  labelPlural: 'Credentials',
  fields: {
    employeeId: { type: 'ref', label: 'Worker', required: true, ref: { kind: 'employee', table: 'employees' }, column: 'employee_id' },
    typeId: {
      type: 'ref',
      label: 'Credential Type',
      required: true,
      ref: { kind: 'credentialtype', table: 'credential_types' },
      column: 'type_id',
    },
    number: { type: 'text', label: 'Number', maxLength: 100 },
    issuedOn: { type: 'date', label: 'Issued', column: 'issued_on' },
    expiresOn: { type: 'date', label: 'Expires', column: 'expires_on' },
    documentId: {
      type: 'ref',
      label: 'Document',
      ref: { kind: 'employeedocument', table: 'employee_documents' },
      column: 'document_id',
      example: null,
    },
  },
  list: { columns: ['employeeId', 'typeId', 'number', 'expiresOn'], search: ['number'], orderBy: 'expiresOn', allowAll: true },
  filters: { employeeId: { type: 'ref', field: 'employeeId', label: 'Worker' } },
  access: { read: 'edit_employees', write: 'edit_employees' },
  feature: 'credential',
});
