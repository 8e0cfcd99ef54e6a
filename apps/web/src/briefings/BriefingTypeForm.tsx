import { Stack, Text } from '@mantine/core';
import { QUESTION_EXAMPLE } from '@punchline/domain';
import { RecordFields } from '../detail/RecordFields';
import type { RecordFormProps } from '../lists/screen-config';
import { BriefingAcknowledgments } from './BriefingAcknowledgments';
import { BriefingPdf } from './BriefingPdf';

/**
 * A briefing type's form (issue 35, docs/briefings.md): the generated fields, how a question line
 * is written, the PDF of a PDF briefing and, once saved, its acknowledgments.
 */
export function BriefingTypeForm({ def, orgId, form, readOnly, canSeeSensitive }: RecordFormProps) {
  const id = typeof form.values.id === 'number' ? form.values.id : null;
  return (
    <Stack gap="md">
      <RecordFields fields={def.fields} form={form} readOnly={readOnly} canSeeSensitive={canSeeSensitive} orgId={orgId} />
      <Text size="sm" c="dimmed">
        Questions: one a line, the question then its choices separated by |, the right one marked with *, e.g. “{QUESTION_EXAMPLE}”. The
        worker must answer each right to acknowledge.
      </Text>
      {form.values.contentKind === 'pdf' && (
        <BriefingPdf orgId={orgId} path={def.path} id={id} pdfName={(form.values.pdfName as string | null) ?? null} readOnly={readOnly} />
      )}
      {id !== null && <BriefingAcknowledgments orgId={orgId} id={id} />}
    </Stack>
  );
}
