import type { Message, MessageInput, MessageRecipient, MessageStatus } from '@punchline/contracts';
import { api } from '../api/http';

// The console's calls for Manage → Messaging (issue 35): messages and their recipients.

/** Every messaging query starts with this: a send, cancel or resend changes messages and recipients alike. */
export const messagingKey = (orgId: number) => ['orgs', orgId, 'messaging'] as const;

export const fetchMessages = async (orgId: number, status?: MessageStatus) =>
  (await api<{ results: Message[] }>(`orgs/${orgId}/messaging/messages`, { query: { status } })).results;

export const fetchMessage = async (orgId: number, id: number) =>
  (await api<{ result: Message }>(`orgs/${orgId}/messaging/messages/${id}`)).result;

export const createMessage = async (orgId: number, body: MessageInput) =>
  (await api<{ result: Message }>(`orgs/${orgId}/messaging/messages`, { method: 'POST', body })).result;

export const updateMessage = async (orgId: number, id: number, body: MessageInput & { version: number }) =>
  (await api<{ result: Message }>(`orgs/${orgId}/messaging/messages/${id}`, { method: 'PUT', body })).result;

export const cancelMessage = async (orgId: number, message: Pick<Message, 'id' | 'version'>) =>
  (
    await api<{ result: Message }>(`orgs/${orgId}/messaging/messages/${message.id}/cancel`, {
      method: 'POST',
      body: { version: message.version },
    })
  ).result;

export const resendMessage = async (orgId: number, id: number, recipientIds?: number[]) =>
  (await api<{ result: { resent: number } }>(`orgs/${orgId}/messaging/messages/${id}/resend`, { method: 'POST', body: { recipientIds } }))
    .result.resent;

export type RecipientFilters = { messageId?: number; status?: MessageRecipient['status'] };

export const fetchRecipients = async (orgId: number, filters: RecipientFilters) =>
  (await api<{ results: MessageRecipient[] }>(`orgs/${orgId}/messaging/recipients`, { query: filters })).results;
