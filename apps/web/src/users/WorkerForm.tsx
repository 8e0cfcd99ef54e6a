import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { deriveFlags, hasPermission } from '@punchline/domain';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { screenActions } from '../lists/screen-actions';
import type { RecordFormProps } from '../lists/screen-config';
import { viewerOf } from '../lists/viewer';
import { AttendanceSection } from './form/AttendanceSection';
import { CredentialsSection } from '../credentials/CredentialsSection';
import { AvatarEditor } from './form/AvatarEditor';
import { ClockSection } from './form/ClockSection';
import { CustomFieldsSection } from './form/CustomFieldsSection';
import { OrganizationSection } from './form/OrganizationSection';
import { Section, WorkerField, type WorkerCtx } from './form/parts';
import { PaySection } from './form/PaySection';
import { TimeOffSection } from './form/TimeOffSection';
import { TimeRulesSection } from './form/TimeRulesSection';
import { sectionFields } from './worker-access';

const PHONE_HINT = 'International format (E.164), e.g. +14155550123';

/**
 * The worker form in sections: identity, organization, contact and dates, sensitive (with
 * access_employee_sensitive), pay (with pay rates access), time rules, time off, attendance (read only),
 * clock identity and custom fields.
 * Each section shows only the fields the viewer may see, as the server answers them. Save, Delete,
 * the leave guard and Confirm Save are the detail screen's.
 */
export function WorkerForm({ def, orgId, form, readOnly }: RecordFormProps) {
  const session = useOrgSession();
  const profile = useProfile();
  const viewer = useMemo(() => viewerOf(session), [session]);
  // The worker's time off policy: with accruals on and manage_pto; their attendance points: with
  // discipline on and manage_discipline (SPEC section 6).
  const flags = useMemo(() => deriveFlags(session, profile), [session, profile]);
  const id = typeof form.values.id === 'number' ? form.values.id : null;
  const ctx: WorkerCtx = { def, orgId, form, readOnly, viewer, id };
  const actions = useMemo(() => screenActions(def, {}, session.permissions).record, [def, session.permissions]);
  const fields = (section: Parameters<typeof sectionFields>[1]) => sectionFields(def, section, viewer);
  const contact = fields('contact');
  const sensitive = fields('sensitive');
  const hint = (name: string) => (name === 'phone' || name === 'emergencyContactPhone' ? PHONE_HINT : undefined);
  return (
    <Stack gap="lg" data-testid="worker-form">
      <Section title="Identity" testId="section-identity" top={<AvatarEditor ctx={ctx} />} first>
        {fields('identity').map((name) => (
          <WorkerField key={name} ctx={ctx} name={name} />
        ))}
      </Section>
      <OrganizationSection ctx={ctx} />
      {contact.length > 0 && (
        <Section title="Contact & Dates" testId="section-contact">
          {contact.map((name) => (
            <WorkerField key={name} ctx={ctx} name={name} description={hint(name)} />
          ))}
        </Section>
      )}
      {sensitive.length > 0 && (
        <Section title="Sensitive" testId="section-sensitive">
          {sensitive.map((name) => (
            <WorkerField key={name} ctx={ctx} name={name} description={hint(name)} />
          ))}
        </Section>
      )}
      {viewer.pay && <PaySection ctx={ctx} />}
      <TimeRulesSection ctx={ctx} />
      {flags.timeOffAccrualEnabled && flags.canManageTimeOff && <TimeOffSection ctx={ctx} />}
      {flags.disciplineEnabled && hasPermission(session.permissions, 'manage_discipline') && <AttendanceSection ctx={ctx} />}
      {(flags.credentialsEnabled || flags.documentsEnabled) && hasPermission(session.permissions, 'edit_employees') && (
        <CredentialsSection ctx={ctx} credentialsOn={flags.credentialsEnabled} documentsOn={flags.documentsEnabled} />
      )}
      <ClockSection ctx={ctx} actions={actions} />
      <CustomFieldsSection ctx={ctx} />
    </Stack>
  );
}
