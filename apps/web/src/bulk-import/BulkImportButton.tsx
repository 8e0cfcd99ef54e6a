import { Button } from '@mantine/core';
import type { ResourceDef } from '@punchline/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { BulkImportDialog } from './BulkImportDialog';
import { SupportImportDialog } from './SupportImportDialog';

type Props = { def: ResourceDef; orgId: number; onImported: () => void };

/** Opens the bulk import workflow, or the email-support dialog where none is configured (`bulkImport`). */
export function BulkImportButton({ def, orgId, onImported }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setOpen(true)}>
        Import
      </Button>
      {open && def.bulkImport && <BulkImportDialog def={def} orgId={orgId} onClose={() => setOpen(false)} onImported={onImported} />}
      {open && !def.bulkImport && <SupportImportDialog title={def.labelPlural} onClose={() => setOpen(false)} />}
    </>
  );
}
