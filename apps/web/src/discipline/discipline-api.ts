import type { DisciplineEvent, DisciplineLedger, Infraction } from '@punchline/contracts';
import { api } from '../api/http';
import type { Query } from './discipline-filters';

// The console's calls for attendance discipline (issue 34): infractions (found at every read, so
// they have keys rather than ids), their excusals, events and a worker's ledger. The settings and
// custom infractions are collections of the resource toolkit.

/** Every discipline query starts with this: an excusal changes infractions, events and ledgers alike. */
export const disciplineKey = (orgId: number) => ['orgs', orgId, 'discipline'] as const;

export type InfractionsPage = { results: Infraction[]; from: string; to: string };

export const fetchInfractions = (orgId: number, query: Query) => api<InfractionsPage>(`orgs/${orgId}/discipline/infractions`, { query });

export const excuseInfractions = (orgId: number, keys: readonly string[], reason: string) =>
  api<{ changed: number }>(`orgs/${orgId}/discipline/infractions/excuse`, { method: 'POST', body: { keys, reason } });

export const reinstateInfractions = (orgId: number, keys: readonly string[]) =>
  api<{ changed: number }>(`orgs/${orgId}/discipline/infractions/reinstate`, { method: 'POST', body: { keys } });

export type CustomInfractionInput = { employeeId: number; typeId: number; date: string; note: string };

export const addCustomInfraction = (orgId: number, body: CustomInfractionInput) =>
  api<{ result: { id: number } }>(`orgs/${orgId}/discipline/custom-infractions`, { method: 'POST', body });

export const fetchEvents = async (orgId: number, query: Query): Promise<DisciplineEvent[]> =>
  (await api<{ results: DisciplineEvent[] }>(`orgs/${orgId}/discipline/events`, { query })).results;

export const acknowledgeEvent = async (orgId: number, event: Pick<DisciplineEvent, 'id' | 'version'>, note: string) =>
  (
    await api<{ result: DisciplineEvent }>(`orgs/${orgId}/discipline/events/${event.id}/acknowledge`, {
      method: 'POST',
      body: { note, version: event.version },
    })
  ).result;

export const evaluateEvents = async (orgId: number) =>
  (await api<{ raised: number }>(`orgs/${orgId}/discipline/events/evaluate`, { method: 'POST' })).raised;

export const fetchLedger = async (orgId: number, employeeId: number, asOf?: string) =>
  (await api<{ result: DisciplineLedger }>(`orgs/${orgId}/discipline/ledger/${employeeId}`, { query: { asOf } })).result;

export const deleteCustomInfraction = (orgId: number, id: number) =>
  api<null>(`orgs/${orgId}/discipline/custom-infractions/${id}`, { method: 'DELETE' });
