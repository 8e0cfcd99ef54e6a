import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { matchPermissionPreset, PERMISSION_PRESETS } from '@punchline/domain';
import { applyPreset, inSpecOrder } from './admin-summary';
import { PERMISSION_GROUPS, PERMISSION_TEXT } from './permission-groups';

type Props = {
  value: string[];
  onChange: (value: string[]) => void;
  /** The editor's own permissions: only these can be checked or unchecked. */
  grantable: readonly string[];
  disabled: boolean;
  error?: string;
};

/** SPEC section 6's permissions in sections, with presets that fill the checklist. A permission
 *  the editor does not hold is shown but cannot be changed (the server refuses it too). */
export function PermissionChecklist({ value, onChange, grantable, disabled, error }: Props) {
  const matched = matchPermissionPreset(value);
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label="Presets" role="group">
        <Text size="sm" fw={500}>
          Presets
        </Text>
        {PERMISSION_PRESETS.map((preset) => (
          <Button
            key={preset.key}
            size="compact-sm"
            variant={matched === preset.key ? 'filled' : 'default'}
            aria-pressed={matched === preset.key}
            title={preset.description}
            disabled={disabled}
            onClick={() => onChange(applyPreset(value, preset.key, grantable))}
          >
            {preset.label}
          </Button>
        ))}
      </Group>
      <Checkbox.Group label="Permissions" value={value} onChange={(next) => onChange(inSpecOrder(next))} error={error}>
        <Stack gap="sm" mt="xs">
          {PERMISSION_GROUPS.map((group) => (
            <Stack key={group.title} gap={6}>
              <Text size="sm" c="dimmed" fw={600}>
                {group.title}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
                {group.permissions.map((p) => (
                  <Checkbox
                    key={p}
                    value={p}
                    label={PERMISSION_TEXT[p].label}
                    description={PERMISSION_TEXT[p].hint}
                    disabled={disabled || !grantable.includes(p)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
