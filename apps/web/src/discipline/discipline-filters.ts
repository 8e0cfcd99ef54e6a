import { INFRACTION_KINDS, type InfractionKind } from '@punchline/contracts';
import { addDaysIso, dayFromIso } from '@punchline/domain';

// The filters of Manage → Attendance → Infractions and Events, kept in the route's {view?} as a
// JSON object (SPEC section 2) so a filtered list can be linked and reloaded; only what differs
// from the defaults is written there. A hand-edited address with a bad value falls back to the
// default for that value rather than failing the screen.

/** A call's query parameters; undefined ones are left out of the address. */
export type Query = Record<string, string | number | undefined>;

export const INFRACTION_STATUSES = ['all', 'counted', 'excused'] as const;
export type InfractionStatus = (typeof INFRACTION_STATUSES)[number];

export const EVENT_STATUSES = ['open', 'acknowledged', 'all'] as const;
export type EventStatusFilter = (typeof EVENT_STATUSES)[number];

/** The server's own default range, made visible in the date inputs: the last 30 days to today. */
export const DEFAULT_RANGE_DAYS = 30;

export type InfractionFilters = {
  from: string;
  to: string;
  employeeId: number | null;
  kind: InfractionKind | null;
  status: InfractionStatus;
};

export type EventFilters = { status: EventStatusFilter; employeeId: number | null };

const isIsoDate = (v: unknown): v is string => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  try {
    dayFromIso(v);
    return true;
  } catch {
    return false;
  }
};
const positiveId = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** The infractions filter a view holds, defaults filled in (the range ends today). */
export function infractionFilters(view: Record<string, unknown>, today: string): InfractionFilters {
  return {
    from: isIsoDate(view.from) ? view.from : addDaysIso(today, -DEFAULT_RANGE_DAYS),
    to: isIsoDate(view.to) ? view.to : today,
    employeeId: positiveId(view.employeeId),
    kind: INFRACTION_KINDS.includes(view.kind as InfractionKind) ? (view.kind as InfractionKind) : null,
    status: oneOf(INFRACTION_STATUSES, view.status, 'all'),
  };
}

/** What of an infractions filter goes into the view: the values that are not the defaults. */
export function infractionView(f: InfractionFilters, today: string): Record<string, unknown> {
  const defaults = infractionFilters({}, today);
  const view: Record<string, unknown> = {};
  if (f.from !== defaults.from) view.from = f.from;
  if (f.to !== defaults.to) view.to = f.to;
  if (f.employeeId !== null) view.employeeId = f.employeeId;
  if (f.kind !== null) view.kind = f.kind;
  if (f.status !== defaults.status) view.status = f.status;
  return view;
}

/** Whether a range can be asked for: a start after the end cannot. */
export const rangeIsValid = (f: Pick<InfractionFilters, 'from' | 'to'>): boolean => f.from <= f.to;

/** GET discipline/infractions' parameters for a filter and the typed search. */
export function infractionsQuery(f: InfractionFilters, searchText: string): Query {
  return {
    from: f.from,
    to: f.to,
    employeeId: f.employeeId ?? undefined,
    kind: f.kind ?? undefined,
    status: f.status,
    searchText: searchText.trim() || undefined,
  };
}

/** The events filter a view holds: open events unless it says otherwise. */
export function eventFilters(view: Record<string, unknown>): EventFilters {
  return { status: oneOf(EVENT_STATUSES, view.status, 'open'), employeeId: positiveId(view.employeeId) };
}

export function eventView(f: EventFilters): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  if (f.status !== 'open') view.status = f.status;
  if (f.employeeId !== null) view.employeeId = f.employeeId;
  return view;
}

/** GET discipline/events' parameters. */
export function eventsQuery(f: EventFilters, searchText: string): Query {
  return { status: f.status, employeeId: f.employeeId ?? undefined, searchText: searchText.trim() || undefined };
}
