import { Anchor, List, Paper, Select, Stack, Text } from '@mantine/core';
import { PAY_RULE_PRESETS, type PayRulePreset } from '@punchline/domain';

type Props = { value: string | null; readOnly: boolean; onChoose: (preset: PayRulePreset) => void };

/**
 * "Start from a preset": choosing one fills every field of the form with the preset's values (the
 * person sees and may change each); its summary and the laws it follows stay in view.
 */
export function PresetPicker({ value, readOnly, onChoose }: Props) {
  const chosen = PAY_RULE_PRESETS.find((p) => p.id === value);
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Select
          label="Start From A Preset"
          description="Fills in the form below; nothing is saved until you save."
          placeholder="Choose a preset"
          data={PAY_RULE_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
          value={chosen?.id ?? null}
          readOnly={readOnly}
          allowDeselect={false}
          onChange={(id) => {
            const preset = PAY_RULE_PRESETS.find((p) => p.id === id);
            if (preset) onChoose(preset);
          }}
          data-testid="preset-picker"
        />
        {chosen && (
          <>
            <Text size="sm" data-testid="preset-summary">
              {chosen.summary}
            </Text>
            <List size="sm">
              {chosen.sources.map((source) => (
                <List.Item key={source.url}>
                  <Anchor href={source.url} target="_blank" rel="noreferrer">
                    {source.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
