import { Stack, Title } from '@mantine/core';
import type { ResourceDef } from '@punchline/contracts';
import type { ScreenConfig } from '../lists/screen-config';
import { ComputedValues } from './ComputedValues';
import { RecordFields } from './RecordFields';
import type { RecordForm } from './use-record-form';

type Props = { def: ResourceDef; orgId: number; form: RecordForm; readOnly: boolean; canSeeSensitive: boolean; config: ScreenConfig };

/** The form's body: the screen's own form component (which shows the computed columns as it
 *  sees fit), or its field groups or every field in definition order, then the computed
 *  columns, read-only. */
export function RecordBody({ def, orgId, form, readOnly, canSeeSensitive, config }: Props) {
  const layout = config.form;
  const common = { form, readOnly, canSeeSensitive, orgId };
  if (layout && 'component' in layout) {
    return <layout.component def={def} orgId={orgId} form={form} readOnly={readOnly} canSeeSensitive={canSeeSensitive} />;
  }
  let body;
  if (layout) {
    body = (
      <Stack gap="lg">
        {layout.groups.map((group, i) => (
          <Stack key={group.title ?? i} gap="xs">
            {group.title && (
              <Title order={2} size="h5">
                {group.title}
              </Title>
            )}
            <RecordFields fields={pick(def.fields, group.fields)} {...common} />
          </Stack>
        ))}
      </Stack>
    );
  } else body = <RecordFields fields={def.fields} {...common} />;
  return (
    <Stack gap="md">
      {body}
      {def.computed && <ComputedValues computed={def.computed} values={form.values} orgId={orgId} />}
    </Stack>
  );
}

const pick = <T,>(all: Record<string, T>, names: readonly string[]) =>
  Object.fromEntries(names.filter((n) => n in all).map((n) => [n, all[n]!])) as Record<string, T>;
