import { MultiSelect, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { employeeDefaultsSettings as def, type Fields } from '@punchline/contracts';
import { buildPath, getRoute } from '@punchline/domain';
import { useNavigate, useParams } from 'react-router';
import { FieldInput } from '../detail/FieldInput';
import { RemoteMultiSelect, RemoteSelect } from '../detail/RemoteSelect';
import { useOrgSession } from '../layout/use-org-session';
import { SettingsScreen, type SettingsBodyProps } from '../settings/SettingsScreen';
import { DEFAULTS_SECTIONS, defaultsSectionsOf, fieldChoices } from './defaults-sections';

const ROUTE = 'org.settings.users.defaults';
const HINTS: Record<string, string> = {
  pinLengthMax: '0 means no maximum.',
  employeeSensitiveFields: 'Sensitive like birth date: hidden from administrators without sensitive access.',
  employeeSensitiveCanCreateFields: 'Administrators without sensitive access may still fill these in on a new worker.',
};
const USER_LABELS = { type: 'user' };

/** One setting: worker field lists as a choice of fields, records through the remote picker. */
function Setting({ name, orgId, form, readOnly }: { name: string } & Omit<SettingsBodyProps, 'def'>) {
  const field = (def.fields as Fields)[name]!;
  const common = { label: field.label, error: form.shownErrors[name]?.[0], readOnly, description: HINTS[name] };
  const value = form.values[name];
  if (field.type === 'textList')
    return (
      <MultiSelect
        {...common}
        data={fieldChoices(name)}
        value={(value as string[] | null) ?? []}
        onChange={(v) => form.setValue(name, v)}
        clearable
      />
    );
  if (name === 'newWorkerDepartmentId' || name === 'newWorkerOrgUnitId')
    return (
      <RemoteSelect
        {...common}
        orgId={orgId}
        path={name === 'newWorkerDepartmentId' ? 'departments' : 'orgunits'}
        value={(value as number | null) ?? null}
        onChange={(id) => form.setValue(name, id)}
      />
    );
  if (name === 'newWorkerLabelIds')
    return (
      <RemoteMultiSelect
        {...common}
        orgId={orgId}
        path="labels"
        params={USER_LABELS}
        value={(value as number[] | null) ?? []}
        onChange={(ids) => form.setValue(name, ids)}
      />
    );
  return (
    <FieldInput
      name={name}
      field={field}
      value={value}
      error={common.error}
      readOnly={readOnly}
      orgId={orgId}
      description={HINTS[name]}
      onChange={(v) => form.setValue(name, v)}
    />
  );
}

function DefaultsBody(props: SettingsBodyProps) {
  const sections = defaultsSectionsOf(useParams().view);
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack key={section.key} gap="xs" data-testid={`defaults-${section.key}`}>
          <Title order={2} size="h5">
            {section.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {section.fields.map((name) => (
              <Setting key={name} name={name} orgId={props.orgId} form={props.form} readOnly={props.readOnly} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** Settings → Users → Employee Defaults (`employees/defaults`), one section per view parameter. */
export function EmployeeDefaultsScreen() {
  const { organizationId: orgId } = useOrgSession();
  const navigate = useNavigate();
  const view = useParams().view;
  const current = DEFAULTS_SECTIONS.some((s) => s.key === view) ? view! : 'all';
  const nav = (
    <Tabs value={current} onChange={(next) => void navigate(buildPath(ROUTE, { orgId, view: next === 'all' || !next ? undefined : next }))}>
      <Tabs.List>
        <Tabs.Tab value="all">All</Tabs.Tab>
        {DEFAULTS_SECTIONS.map((s) => (
          <Tabs.Tab key={s.key} value={s.key}>
            {s.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
  return <SettingsScreen def={def} body={DefaultsBody} nav={nav} title={getRoute(ROUTE).title ?? getRoute(ROUTE).label} />;
}
