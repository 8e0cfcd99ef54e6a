import { z } from 'zod';

/** The spec's error shape (DRF style): `{detail}`, or field errors `{field: [messages]}`, where the
 *  form-wide ones sit under `nonFieldErrors`. */
export const apiErrorSchema = z
  .object({ detail: z.string().optional(), code: z.string().optional(), nonFieldErrors: z.array(z.string()).optional() })
  .catchall(z.union([z.array(z.string()), z.string()]))
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The message for a required field, as the console's forms show it (SPEC section 5). */
export const requiredMessage = (attribute: string) => `${attribute} is a required field.`;

/** A required, trimmed text field whose missing/empty value gets the spec's required message. */
export const requiredText = (attribute: string, max = 200) =>
  z
    .string({ error: requiredMessage(attribute) })
    .trim()
    .min(1, { error: requiredMessage(attribute) })
    .max(max, { error: `no more than ${max} characters.` });
