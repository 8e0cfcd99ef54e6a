import { Divider, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ResourceDef, SensitiveViewer } from '@punchline/contracts';
import type { ReactNode } from 'react';
import { FieldInput } from '../../detail/FieldInput';
import type { RecordForm } from '../../detail/use-record-form';

/** What every section of the worker form works with. */
export type WorkerCtx = {
  def: ResourceDef;
  orgId: number;
  form: RecordForm;
  readOnly: boolean;
  viewer: SensitiveViewer;
  /** The worker's id; null while adding one. */
  id: number | null;
};

/** A titled part of the form: two columns on a wide screen, one on a phone. */
type SectionProps = { title: string; children: ReactNode; testId?: string; top?: ReactNode; first?: boolean };

export function Section({ title, children, testId, top, first }: SectionProps) {
  return (
    <Stack gap="xs" data-testid={testId}>
      {!first && <Divider />}
      <Title order={2} size="h5">
        {title}
      </Title>
      {top}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** One field of the worker definition as the generated form would show it. */
export function WorkerField({ ctx, name, description }: { ctx: WorkerCtx; name: string; description?: string }) {
  const field = ctx.def.fields[name];
  if (!field) return null;
  return (
    <FieldInput
      name={name}
      field={field}
      description={description}
      value={ctx.form.values[name]}
      error={ctx.form.shownErrors[name]?.[0]}
      readOnly={ctx.readOnly}
      orgId={ctx.orgId}
      onChange={(value) => ctx.form.setValue(name, value)}
    />
  );
}
