import type { ConvertCosting } from '@punchline/contracts';
import { EMPTY_COSTING_SELECTION, type CostingSelection } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { costingErrors } from '../punches/punch-costing';

// The convert dialog's costing (SPEC section 5), checked by the punches' one costing rule with the
// dialog's wording ('This selection is not valid. It is only required for an IN punch.'): a shift's
// costing is its IN punch's, so nothing is required of an OUT, though what it names must belong.

export const selectionOf = (costing: ConvertCosting | undefined): CostingSelection => ({
  ...EMPTY_COSTING_SELECTION,
  jobCategory: costing?.jobCategory ?? null,
  job: costing?.job ?? null,
  jobPhase: costing?.jobPhase ?? null,
  costCode: costing?.costCode ?? null,
});

/** Refuses the selection with its field errors; answers it when valid. */
export async function checkConvertCosting(
  trx: TenantTx,
  orgId: number,
  attempt: { employeeId: number; deviceOrgUnitId: number | null; type: 'in' | 'out' },
  costing: ConvertCosting | undefined,
): Promise<CostingSelection> {
  const selection = selectionOf(costing);
  const errors = await costingErrors(trx, orgId, {
    employeeId: attempt.employeeId,
    deviceOrgUnitId: attempt.deviceOrgUnitId,
    selection,
    requiredValidation: attempt.type === 'in',
    convertDialog: true,
  });
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  return selection;
}
