import { healthQuestionnairesResource } from '@punchline/contracts';
import { defineServerResource } from '../resources/server-resources';
import { requireHealth } from './health-gate';

// Settings → Users → Health & Safety, Questionnaires (docs/health-safety.md): served only while the
// organization uses credentials or briefings (the toolkit checks edit_employees). A questionnaire
// with answers can be deleted: the answers keep its name and questions.
export const healthQuestionnairesServer = defineServerResource(healthQuestionnairesResource, { requireInUse: requireHealth });
