import type { Message, MessageAudience, MessageInput } from '@punchline/contracts';
import { epochFromLocal, localFromEpoch } from '@punchline/domain';

// The compose form's values and the body it sends: a time to send is entered on the
// organization's wall clock (its time zone, not the browser's) and sent as an instant.

export type ComposeValues = MessageAudience & {
  subject: string;
  body: string;
  mustAcknowledge: boolean;
  when: 'now' | 'later';
  /** 'YYYY-MM-DDTHH:MM' in the organization's zone. */
  sendAtLocal: string;
};

export const AUDIENCE_KEYS = ['employeeIds', 'teamIds', 'departmentIds', 'orgUnitIds', 'labelIds', 'adminIds'] as const;

export const emptyCompose = (): ComposeValues => ({
  subject: '',
  body: '',
  mustAcknowledge: false,
  when: 'now',
  sendAtLocal: '',
  employeeIds: [],
  teamIds: [],
  departmentIds: [],
  orgUnitIds: [],
  labelIds: [],
  adminIds: [],
});

/** A scheduled message's values, to edit it. */
export function composeOf(m: Message, timeZone: string): ComposeValues {
  return {
    ...emptyCompose(),
    ...Object.fromEntries(AUDIENCE_KEYS.map((k) => [k, m[k]])),
    subject: m.subject,
    body: m.body,
    mustAcknowledge: m.mustAcknowledge,
    when: m.sendAt ? 'later' : 'now',
    sendAtLocal: m.sendAt ? localFromEpoch(Math.floor(Date.parse(m.sendAt) / 1000), timeZone) : '',
  };
}

/** The request body; null sendAt sends it now. A later time left empty is the form's error, not sent. */
export function composeBody(v: ComposeValues, timeZone: string): MessageInput {
  const sendAt = v.when === 'later' && v.sendAtLocal ? new Date(epochFromLocal(v.sendAtLocal, timeZone) * 1000).toISOString() : null;
  return {
    subject: v.subject,
    body: v.body,
    mustAcknowledge: v.mustAcknowledge,
    sendAt,
    ...Object.fromEntries(AUDIENCE_KEYS.map((k) => [k, v[k]])),
  } as MessageInput;
}

/** How many lists the audience names: the Send button waits for at least one. */
export const audienceSize = (v: MessageAudience) => AUDIENCE_KEYS.reduce((n, k) => n + v[k].length, 0);
