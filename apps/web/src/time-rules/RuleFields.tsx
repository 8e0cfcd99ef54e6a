import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { FieldInput } from '../detail/FieldInput';
import type { Fields } from '@punchline/contracts';
import type { RecordForm } from '../detail/use-record-form';

export type RuleGroup = { title: string; hint?: string; fields: readonly string[] };

type Props = {
  def: { fields: Fields };
  orgId: number;
  form: RecordForm;
  readOnly: boolean;
  /** A line under a field on what it does, by field name. */
  hints?: Readonly<Record<string, string>>;
  groups: readonly RuleGroup[];
  /** A field drawn by the form itself (a pay code picker) instead of the generic input. */
  custom?: (name: string) => ReactNode | undefined;
};

/** A rule form's fields in titled groups of two columns, each with a line on what it does. */
export function RuleFields({ def, orgId, form, readOnly, groups, custom, hints }: Props) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.title} gap={4}>
          <Title order={2} size="h5">
            {group.title}
          </Title>
          {group.hint && (
            <Text size="sm" c="dimmed">
              {group.hint}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {group.fields.map((name) => {
              const field = def.fields[name];
              if (!field) return null;
              return (
                <Fragment key={name}>
                  {custom?.(name) ?? (
                    <FieldInput
                      name={name}
                      field={field}
                      description={hints?.[name]}
                      value={form.values[name]}
                      error={form.shownErrors[name]?.[0]}
                      readOnly={readOnly}
                      orgId={orgId}
                      onChange={(value) => form.setValue(name, value)}
                    />
                  )}
                </Fragment>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
