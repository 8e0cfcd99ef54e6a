import { Group, SegmentedControl, Text } from '@mantine/core';
import { punchCodesResource } from '@punchline/contracts';
import { hasPermission } from '@punchline/domain';
import { useOrgSession } from '../layout/use-org-session';
import { ResourceScreen } from '../lists/ResourceScreen';
import { useOrgSetting } from './use-org-setting';

const MODES = [
  { value: 'disabled', label: 'Off' },
  { value: 'optional', label: 'Optional' },
  { value: 'required', label: 'Required' },
];

/** Settings → Punches → Punch Codes: the codes, and whether clocks ask for one (punchCodeMode). */
export function PunchCodesScreen() {
  const session = useOrgSession();
  const mode = useOrgSetting(session.organizationId, 'punchCodeMode', session.punchCodeMode as 'disabled');
  const heading = (
    <Group gap="xs" data-testid="punch-code-mode">
      <Text size="sm">Clocks ask for a punch code:</Text>
      <SegmentedControl
        size="xs"
        data={MODES}
        value={mode.value}
        disabled={mode.saving || !hasPermission(session.permissions, 'edit_settings')}
        onChange={(value) => void mode.change(value as 'disabled')}
      />
    </Group>
  );
  return <ResourceScreen def={punchCodesResource} routeName="org.settings.punches.codes" heading={heading} />;
}
