import { z } from 'zod';

// Workers' documents and the clock's credential warnings (issue 35, docs/credentials.md).

/** A stored document, without its bytes (GET …/documents/{documentId} serves them). */
export const employeeDocumentSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  name: z.string(),
  contentType: z
    .string()
    .describe('What the file is, read from its bytes: application/pdf, image/png, image/jpeg, image/webp, image/heic.'),
  size: z.number().describe('Bytes.'),
  uploadedAt: z.string(),
});
export type EmployeeDocument = z.infer<typeof employeeDocumentSchema>;

export const employeeDocumentListSchema = z.object({
  results: z.array(employeeDocumentSchema),
  supplementalData: z.object({ maxDocuments: z.number(), maxFileSize: z.number() }),
});
export const employeeDocumentAnswerSchema = z.object({ result: employeeDocumentSchema });

export const documentParamsSchema = z.object({
  orgId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
  documentId: z.coerce.number().int().positive(),
});
export const documentUploadQuerySchema = z.object({
  name: z.string().trim().min(1).max(200).describe("The file's name as the worker knows it (shown in lists; never trusted for its type)."),
});

// The warning a clock shows lives with the device API's contract (device/credentials.ts).
export { credentialWarningSchema, type CredentialWarning } from './device/credentials';
