import { z } from 'zod';
import type { ResourceDef, SettingsDef } from './define';
import { resourceListQuerySchemaFor } from './filters';
import { orgIdParamsSchema } from '../orgs';
import { listResponseSchema, recordSchema, resourceIdParamsSchema, saveResponseSchema } from './schemas';

// The schemas of a collection's routes (SPEC section 7 Generic collections), built once from its
// definition: the server registers these very objects and the OpenAPI document shows them.

export const resourceActionParamsSchema = resourceIdParamsSchema.extend({ action: z.string().max(100) });
export const resourceBulkActionParamsSchema = orgIdParamsSchema.extend({ action: z.string().max(100) });
// `data`: the values of the action's input fields, checked by validateRecord for the section 5 texts.
const actionData = z.record(z.string(), z.unknown()).optional();
export const resourceActionBodySchema = z.object({ version: z.number().int().nonnegative().optional(), data: actionData }).optional();
export const resourceBulkActionBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
  data: actionData,
});
/** What a DELETE (204) answers: nothing. */
export const noContentSchema = z.undefined().describe('No content.');

export type ResourceContract = {
  listQuery: ReturnType<typeof resourceListQuerySchemaFor>;
  listAnswer: ReturnType<typeof listResponseSchema>;
  recordAnswer: ReturnType<typeof saveResponseSchema>;
};

const resourceContracts = new WeakMap<ResourceDef, ResourceContract>();
const settingsContracts = new WeakMap<SettingsDef, ReturnType<typeof saveResponseSchema>>();

/** A collection's list query and answers, the same objects on every call for the same definition. */
export function resourceContract(def: ResourceDef): ResourceContract {
  let contract = resourceContracts.get(def);
  if (!contract) {
    const record = recordSchema(def.fields, true, def.computed);
    contract = {
      listQuery: resourceListQuerySchemaFor(def),
      listAnswer: listResponseSchema(record),
      recordAnswer: saveResponseSchema(record),
    };
    resourceContracts.set(def, contract);
  }
  return contract;
}

/** A settings record's answer (GET and PUT), the same object on every call for the same definition. */
export function settingsContract(def: SettingsDef): ReturnType<typeof saveResponseSchema> {
  let answer = settingsContracts.get(def);
  if (!answer) {
    answer = saveResponseSchema(recordSchema(def.fields, false));
    settingsContracts.set(def, answer);
  }
  return answer;
}
