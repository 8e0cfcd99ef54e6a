import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { defaultsOf, validateRecord, type FieldDef, type Fields } from '@punchline/contracts';
import { useMemo, useState } from 'react';
import { FieldInput } from '../detail/FieldInput';
import { RemoteMultiSelect, RemoteSelect } from '../detail/RemoteSelect';
import { refTarget } from './ref-options';

type Props = {
  opened: boolean;
  title: string;
  /** What the action applies to ('3 selected'). */
  subject: string;
  input: Fields;
  orgId: number;
  pickerParams?: Readonly<Record<string, Record<string, string>>>;
  onCancel: () => void;
  onRun: (data: Record<string, unknown>) => void;
};

/** One input of the dialog: records of another collection through the remote select picker. */
function InputField(p: {
  name: string;
  field: FieldDef;
  value: unknown;
  error?: string;
  orgId: number;
  params?: Record<string, string>;
  onChange: (v: unknown) => void;
}) {
  const target = p.field.ref ? refTarget(p.field.ref.kind) : undefined;
  const common = { label: p.field.label, error: p.error, withAsterisk: p.field.required, orgId: p.orgId, params: p.params };
  if (target && p.field.type === 'ref')
    return <RemoteSelect {...common} path={target.path} value={(p.value as number | null) ?? null} onChange={p.onChange} />;
  if (target && p.field.type === 'idList')
    return <RemoteMultiSelect {...common} path={target.path} value={(p.value as number[] | null) ?? []} onChange={p.onChange} />;
  return (
    <FieldInput name={p.name} field={p.field} value={p.value} error={p.error} readOnly={false} orgId={p.orgId} onChange={p.onChange} />
  );
}

/** Asks the values an action takes (its definition's `input`), checked with the section 5 rules. */
export function ActionInputDialog({ opened, title, subject, input, orgId, pickerParams, onCancel, onRun }: Props) {
  const blank = useMemo(() => defaultsOf(input), [input]);
  const [values, setValues] = useState(blank);
  const [touched, setTouched] = useState(false);
  const { values: clean, errors } = validateRecord({ fields: input }, values);
  const valid = Object.keys(errors).length === 0;
  const close = () => {
    setValues(blank);
    setTouched(false);
    onCancel();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        {subject && <Text size="sm">{subject}</Text>}
        {Object.entries(input).map(([name, field]) => (
          <InputField
            key={name}
            name={name}
            field={field}
            value={values[name]}
            error={touched ? errors[name]?.[0] : undefined}
            orgId={orgId}
            params={pickerParams?.[name]}
            onChange={(v) => {
              setTouched(true);
              setValues((all) => ({ ...all, [name]: v }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!valid}
            onClick={() => {
              setValues(blank);
              setTouched(false);
              onRun(clean);
            }}
          >
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
