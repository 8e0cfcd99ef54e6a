import {
  disciplineCustomInfractionsResource,
  disciplineCustomInfractionTypesResource,
  disciplineEventTypesResource,
  disciplinePoliciesResource,
} from '@punchline/contracts';
import { defineServerResource } from '../resources/server-resources';
import { requireDiscipline } from './discipline-gate';

// Settings → Attendance's collections and the custom infractions managers record: served only
// while the organization runs discipline (the toolkit checks the feature and the permission).
// A type or policy in use cannot be deleted (the foreign keys refuse; the toolkit says 'in use').
const gate = { requireInUse: async (...args: Parameters<typeof requireDiscipline>) => void (await requireDiscipline(...args)) };

export const disciplineEventTypesServer = defineServerResource(disciplineEventTypesResource, gate);
export const disciplineCustomInfractionTypesServer = defineServerResource(disciplineCustomInfractionTypesResource, gate);
export const disciplinePoliciesServer = defineServerResource(disciplinePoliciesResource, gate);
export const disciplineCustomInfractionsServer = defineServerResource(disciplineCustomInfractionsResource, gate);
