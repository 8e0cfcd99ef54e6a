import {
  noContentSchema,
  orgIdParamsSchema,
  publicationAnswerSchema,
  publicationListSchema,
  resourceIdParamsSchema,
  scheduleBoardQuerySchema,
  scheduleBoardSchema,
  schedulePublishSchema,
  shiftAnswerSchema,
  shiftCopyResultSchema,
  shiftCopySchema,
  shiftCreateSchema,
  shiftDeleteQuerySchema,
  shiftHistorySchema,
  shiftUpdateSchema,
} from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { deliverNotification } from '../push/notify.service';
import { optionalVersion } from '../resources/version';
import { scheduleBoard } from './board.service';
import { listPublications, publishSchedule, shiftHistory } from './publish.service';
import { withSchedule } from './schedule-access';
import { shiftAnswer, shiftsAnswer } from './shift-answer';
import { copyShifts } from './shift-copy';
import { createShift, deleteShift, readShiftRow, updateShift, valuesOf } from './shift-writes';

// Manage → Schedule → Schedules (issue 19, docs/schedules.md): the board, shifts, copy, publish.
// Every call: manage_schedule, the schedule feature with scheduling on, label restrictions.

const tags = ['schedule'];

export async function scheduleRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets, push } = ctx;
  const identityOf = (request: Parameters<typeof requireIdentity>[0]) => requireIdentity(request, secrets.tokens);

  app.get(
    '/orgs/:orgId/schedule/board',
    {
      schema: {
        tags,
        summary: 'The schedule board: workers, shifts (draft and published state), unavailable days, totals',
        description: 'At most 42 days. Filters take comma lists of ids; cost is null unless the caller may see pay.',
        params: orgIdParamsSchema,
        querystring: scheduleBoardQuerySchema,
        response: { 200: scheduleBoardSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withSchedule(db, identityOf(request), orgId, 'read', (call) => scheduleBoard(call.trx, orgId, call.showsPay, request.query));
    },
  );

  app.post(
    '/orgs/:orgId/schedule/shifts',
    {
      schema: {
        tags,
        summary: 'Adds a shift to the draft (employeeId null: an open shift)',
        description: 'Refused with 400 when it overlaps another shift of the worker. Workers see it once published.',
        params: orgIdParamsSchema,
        body: shiftCreateSchema,
        response: { 201: shiftAnswerSchema },
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      const result = await withSchedule(db, identity, orgId, 'write', async (call) => {
        const row = await createShift(call.trx, orgId, call.timeZone, actorOf(identity, call.access), valuesOf(request.body));
        return shiftAnswer(call.trx, orgId, call.showsPay, row);
      });
      return reply.status(201).send({ result });
    },
  );

  app.get(
    '/orgs/:orgId/schedule/shifts/:id',
    {
      schema: {
        tags,
        summary: 'One shift with its draft and published state',
        params: resourceIdParamsSchema,
        response: { 200: shiftAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      return withSchedule(db, identityOf(request), orgId, 'read', async (call) => ({
        result: await shiftAnswer(call.trx, orgId, call.showsPay, await readShiftRow(call.trx, orgId, id)),
      }));
    },
  );

  app.put(
    '/orgs/:orgId/schedule/shifts/:id',
    {
      schema: {
        tags,
        summary: "Changes a shift's draft",
        description: 'Fields absent stay as they are; with version, 409 when the shift changed since.',
        params: resourceIdParamsSchema,
        body: shiftUpdateSchema,
        response: { 200: shiftAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = identityOf(request);
      return withSchedule(db, identity, orgId, 'write', async (call) => {
        const row = await updateShift(call.trx, orgId, call.timeZone, actorOf(identity, call.access), id, request.body);
        return { result: await shiftAnswer(call.trx, orgId, call.showsPay, row) };
      });
    },
  );

  app.delete(
    '/orgs/:orgId/schedule/shifts/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a shift from the draft',
        description: 'A published shift is marked removed and its worker keeps seeing it until the removal is published.',
        params: resourceIdParamsSchema,
        querystring: shiftDeleteQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const identity = identityOf(request);
      const version = optionalVersion(request.query.version);
      await withSchedule(db, identity, orgId, 'write', (call) => deleteShift(call.trx, orgId, actorOf(identity, call.access), id, version));
      return reply.status(204).send();
    },
  );

  app.get(
    '/orgs/:orgId/schedule/shifts/:id/history',
    {
      schema: {
        tags,
        summary: 'Every published version of a shift, newest first',
        params: resourceIdParamsSchema,
        response: { 200: shiftHistorySchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      return withSchedule(db, identityOf(request), orgId, 'read', async (call) => {
        await readShiftRow(call.trx, orgId, id);
        return shiftHistory(call.trx, orgId, id);
      });
    },
  );

  app.post(
    '/orgs/:orgId/schedule/shifts/actions/copy',
    {
      schema: {
        tags,
        summary: "Copies a range's shifts by a number of days (copy a week: 7)",
        description:
          'Wall-clock times are kept across DST changes. Copies that would overlap or fall on an unavailable day are skipped with the reason.',
        params: orgIdParamsSchema,
        body: shiftCopySchema,
        response: { 200: shiftCopyResultSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      return withSchedule(db, identity, orgId, 'write', async (call) => {
        const { made, skipped } = await copyShifts(call.trx, orgId, call.timeZone, actorOf(identity, call.access), request.body);
        return { results: await shiftsAnswer(call.trx, orgId, call.showsPay, made), skipped };
      });
    },
  );

  app.post(
    '/orgs/:orgId/schedule/publish',
    {
      schema: {
        tags,
        summary: 'Publishes every unpublished shift of a range as a new version of the schedule',
        description:
          'Workers whose published shifts changed get a notification message and Web Push (notify). 400 when nothing is unpublished.',
        params: orgIdParamsSchema,
        body: schedulePublishSchema,
        response: { 201: publicationAnswerSchema },
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const identity = identityOf(request);
      const outcome = await withSchedule(db, identity, orgId, 'write', (call) =>
        publishSchedule(call.trx, orgId, call.timeZone, identity.userId, request.body),
      );
      // Pushed after the commit: network work holds no transaction, and a failed push loses no message.
      await Promise.all(outcome.notifications.map(({ id, n }) => deliverNotification(db, push, id, n)));
      return reply.status(201).send({ result: outcome.publication });
    },
  );

  app.get(
    '/orgs/:orgId/schedule/publications',
    {
      schema: {
        tags,
        summary: 'The published versions of the schedule, newest first',
        params: orgIdParamsSchema,
        response: { 200: publicationListSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return withSchedule(db, identityOf(request), orgId, 'read', async (call) => ({
        results: await listPublications(call.trx, orgId),
        supplementalData: {},
      }));
    },
  );
}
