import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_PDF_OPTIONS, type PdfOptions } from './pdf-options';

type Props = { opened: boolean; onClose: () => void; onSubmit: (options: PdfOptions) => void };

/** Orientation (default Portrait), fit width (on) and include titles (on), asked before a PDF. */
export function PdfOptionsDialog({ opened, onClose, onSubmit }: Props) {
  const [options, setOptions] = useState<PdfOptions>(DEFAULT_PDF_OPTIONS);
  return (
    <Modal opened={opened} onClose={onClose} title="PDF options">
      <Stack>
        <div>
          <Text size="sm" fw={500} mb={4} id="pdf-orientation">
            Orientation
          </Text>
          <SegmentedControl
            aria-labelledby="pdf-orientation"
            value={options.orientation}
            onChange={(v) => setOptions({ ...options, orientation: v as PdfOptions['orientation'] })}
            data={[
              { value: 'portrait', label: 'Portrait' },
              { value: 'landscape', label: 'Landscape' },
            ]}
          />
        </div>
        <Checkbox
          label="Fit width to page"
          checked={options.fitWidth}
          onChange={(e) => setOptions({ ...options, fitWidth: e.currentTarget.checked })}
        />
        <Checkbox
          label="Include titles"
          checked={options.includeTitles}
          onChange={(e) => setOptions({ ...options, includeTitles: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onSubmit(options)}>Export PDF</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
