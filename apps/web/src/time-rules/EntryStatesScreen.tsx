import { Group, Switch } from '@mantine/core';
import { entryStatesResource } from '@punchline/contracts';
import { hasPermission } from '@punchline/domain';
import { useOrgSession } from '../layout/use-org-session';
import { ResourceScreen } from '../lists/ResourceScreen';
import { useOrgSetting } from './use-org-setting';

/**
 * Settings → Punches → Entry States: the states a time entry can be marked with, whether they are
 * in use (entryStateEnabled) and whether an export asks which state to mark (entryStateExportPrompt).
 */
export function EntryStatesScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const enabled = useOrgSetting(orgId, 'entryStateEnabled', session.entryStateEnabled);
  const prompt = useOrgSetting(orgId, 'entryStateExportPrompt', session.entryStateExportPrompt);
  const locked = !hasPermission(session.permissions, 'edit_settings');
  const heading = (
    <Group gap="lg">
      <Switch
        label="Use entry states"
        checked={enabled.value}
        disabled={enabled.saving || locked}
        onChange={(e) => void enabled.change(e.currentTarget.checked)}
      />
      <Switch
        label="Ask for a state when exporting"
        checked={prompt.value}
        disabled={prompt.saving || locked || !enabled.value}
        onChange={(e) => void prompt.change(e.currentTarget.checked)}
      />
    </Group>
  );
  return <ResourceScreen def={entryStatesResource} routeName="org.settings.punches.states" heading={heading} />;
}
