import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  changeCostingSelection,
  COSTING_FIELD_LABELS,
  requiredCostingFields,
  visibleCostingFields,
  type CostingContext,
  type CostingErrors,
  type CostingField,
  type CostingFlags,
  type CostingRecords,
  type CostingSelection as Selection,
} from '@punchline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { RemoteSelect } from '../detail/RemoteSelect';
import { useOrgSession } from '../layout/use-org-session';
import { codedName, codeParams, COSTING_PATHS, JOB_LABEL_PARAMS, jobParams, phaseParams, type CostingScope } from './costing-lookups';
import { fetchCostingRecord, useCostingRecords } from './use-costing-records';

const hiddenFieldLabel = (field: string) => COSTING_FIELD_LABELS[field as CostingField] ?? 'Partial Costing';

type Props = {
  value: Selection;
  onChange: (next: Selection) => void;
  /** The session's costing gates (costingEnabled, enhancedCostingEnabled, jobCategoryEnabled). */
  flags: CostingFlags;
  /** The rules' settings (jobRequired, requiredValidation…): here they decide the asterisks. */
  context: Omit<CostingContext, keyof CostingRecords>;
  /** Messages under each field (validateCostingSelection's, or the server's). */
  errors?: CostingErrors;
  /** The worker the time is for: pickers offer only what job access opens to them. */
  workerId?: number | null;
  /** The clock's org unit, when a device's time is edited. */
  deviceOrgUnitId?: number | null;
  readOnly?: boolean;
  /** A form that never takes partial costing hides the checkbox. */
  allowPartial?: boolean;
};

/**
 * The costing selection (SPEC sections 3-6): job category, job, job phase, cost code, the job label
 * and "Partial costing", each through the remote select picker against its lookup. It shows what
 * the session's gates and the chosen job allow, applies the section 4 transitions (a job sets its
 * category…) and shows the errors it is given. Controlled: the form owns the value and the errors.
 */
export function CostingSelection({
  value,
  onChange,
  flags,
  context,
  errors = {},
  workerId,
  deviceOrgUnitId,
  readOnly = false,
  allowPartial = true,
}: Props) {
  const { organizationId: orgId } = useOrgSession();
  const client = useQueryClient();
  const scope: CostingScope = { workerId, deviceOrgUnitId };
  const { records } = useCostingRecords(orgId, value, scope);

  const visible = visibleCostingFields(value, flags, records.job ?? undefined);
  const required = new Set(requiredCostingFields(value, { ...context, ...records }));

  const change = async (field: CostingField | 'costingIsPartial', next: number | boolean | null) => {
    // Choosing a job or phase reads its record first (its category and modes decide the rest).
    const known: CostingRecords = { ...records };
    if (field === 'job' && typeof next === 'number') known.job = await fetchCostingRecord(client, orgId, 'job', next, scope);
    if (field === 'jobPhase' && typeof next === 'number') known.jobPhase = await fetchCostingRecord(client, orgId, 'jobPhase', next, scope);
    // The value as it was when the choice was made: the record is usually cached, so little can
    // change while it loads.
    onChange(changeCostingSelection(value, field, next, known));
  };

  const picker = (field: CostingField, path: string, params: Record<string, string | number | undefined>, toLabel?: typeof codedName) => (
    <RemoteSelect
      key={field}
      orgId={orgId}
      path={path}
      params={params}
      toLabel={toLabel}
      label={COSTING_FIELD_LABELS[field]}
      value={value[field]}
      onChange={(id) => void change(field, id)}
      error={errors[field]?.[0]}
      withAsterisk={required.has(field)}
      readOnly={readOnly}
    />
  );

  if (!visible.job) return null;
  // A message about a field this form does not show (a server's, say) must still be seen.
  const shown = { ...visible, costingIsPartial: visible.costingIsPartial && allowPartial };
  const elsewhere = Object.entries(errors).filter(([field]) => !shown[field as keyof typeof shown]);
  return (
    <Stack gap="xs" data-testid="costing-selection">
      {visible.costingIsPartial && allowPartial && (
        <Checkbox
          label="Partial costing"
          description="The rest of the selection is filled in later."
          checked={value.costingIsPartial}
          disabled={readOnly}
          error={errors.costingIsPartial?.[0]}
          onChange={(e) => void change('costingIsPartial', e.currentTarget.checked)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {visible.jobLabel && picker('jobLabel', COSTING_PATHS.jobLabel, JOB_LABEL_PARAMS)}
        {visible.jobCategory && picker('jobCategory', COSTING_PATHS.jobCategory, {})}
        {picker('job', COSTING_PATHS.job, jobParams(value, scope, visible.jobCategory), codedName)}
        {visible.jobPhase && picker('jobPhase', COSTING_PATHS.jobPhase, phaseParams(value, scope))}
        {visible.costCode && picker('costCode', COSTING_PATHS.costCode, codeParams(value, scope), codedName)}
      </SimpleGrid>
      {elsewhere.map(([field, messages]) => (
        <Text key={field} c="red" size="sm">
          {hiddenFieldLabel(field)}: {messages?.[0]}
        </Text>
      ))}
    </Stack>
  );
}
