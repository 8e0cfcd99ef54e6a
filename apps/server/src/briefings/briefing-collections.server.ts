import { briefingTypesResource } from '@punchline/contracts';
import { sql } from 'kysely';
import { defineServerResource } from '../resources/server-resources';
import { requireBriefings } from './briefing-gate';

// Settings → Users → Briefing Types: served only while the organization uses briefings (the
// toolkit checks the feature and the permission). The PDF is not a field: it is uploaded apart
// (briefings.routes.ts) and its name shown as a computed column.
export const briefingTypesServer = defineServerResource(briefingTypesResource, {
  requireInUse: requireBriefings,
  computed: { pdfName: () => sql`r.pdf_name` },
});
