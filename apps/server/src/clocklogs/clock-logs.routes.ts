import {
  attachPunchAnswerSchema,
  attachPunchBodySchema,
  attachPunchParamsSchema,
  clockLogDecisionParamsSchema,
  facePhotoParamsSchema,
  clockLogBulkAnswerSchema,
  clockLogBulkBodySchema,
  clockLogDecisionBodySchema,
  clockLogListAnswerSchema,
  clockLogListQuerySchema,
  clockLogRecordAnswerSchema,
  decisionResponseSchema,
  orgIdParamsSchema,
  resourceIdParamsSchema,
  shiftDataAnswerSchema,
  type ResourceListQueryFor,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { attachPunch } from './attach.service';
import { getClockLog } from './clock-log-record';
import { listClockLogs } from './clock-logs.list';
import { decideAndAnswer, decideLog } from './decisions.service';
import { readFacePhoto } from './face-photo.service';
import { loadLog, shiftData } from './shift-data.service';
import { STOCK_FACE_SVG, STOCK_FACE_TYPE } from './stock-face';

// Manage → Clock Logs (issue 16; SPEC sections 3 and 7): the list, one log, its Convert-to-punch
// data, decisions one by one or in bulk, attaching an attempt to a punch, and the face photo.
// Every call needs manage_clock_logs; the face parts need the face feature.

const tags = ['clocklogs'];
const need = { permission: 'manage_clock_logs' } as const;
const hasFace = (access: OrgAccess) => access.features.includes('face');
// Photos never change under their id: the browser may keep one; private, since it shows a person.
const PHOTO_CACHE = 'private, max-age=31536000, immutable';
// The stock image stands in for a photo that may arrive later (an offline clock's upload).
const STOCK_CACHE = 'private, max-age=300';

export async function clockLogsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db, secrets } = ctx;

  app.get(
    '/orgs/:orgId/clocklogs',
    {
      schema: {
        tags,
        summary: 'Clock logs, newest first',
        params: orgIdParamsSchema,
        querystring: clockLogListQuerySchema,
        response: { 200: clockLogListAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      return withOrg(db, identity, orgId, { mode: 'read', ...need }, (trx, access) =>
        listClockLogs(trx, orgId, request.query as ResourceListQueryFor, hasFace(access), ctx.clock.now()),
      );
    },
  );

  app.get(
    '/orgs/:orgId/clocklogs/face-photos/:faceLogId',
    {
      schema: {
        tags,
        summary: 'A face photo of a clock log (faceLogId), or the stock image when there is none',
        params: facePhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const { orgId, faceLogId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const photo = await withOrg(db, identity, orgId, { mode: 'read', ...need }, async (trx, access) =>
        hasFace(access) ? readFacePhoto(trx, orgId, faceLogId) : undefined,
      );
      if (!photo) return reply.header('content-type', STOCK_FACE_TYPE).header('cache-control', STOCK_CACHE).send(STOCK_FACE_SVG);
      return reply.header('content-type', photo.contentType).header('cache-control', PHOTO_CACHE).send(photo.content);
    },
  );

  app.get(
    '/orgs/:orgId/clocklogs/:id',
    { schema: { tags, summary: 'One clock log', params: resourceIdParamsSchema, response: { 200: clockLogRecordAnswerSchema } } },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const result = await withOrg(db, identity, orgId, { mode: 'read', ...need }, (trx, access) =>
        getClockLog(trx, orgId, id, hasFace(access)),
      );
      return { result };
    },
  );

  app.get(
    '/orgs/:orgId/clocklogs/:id/shift-data',
    {
      schema: {
        tags,
        summary: 'The Convert-to-punch data of a clock log',
        params: resourceIdParamsSchema,
        response: { 200: shiftDataAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const result = await withOrg(db, identity, orgId, { mode: 'read', ...need }, async (trx) =>
        shiftData(trx, orgId, await loadLog(trx, orgId, id)),
      );
      return { result };
    },
  );

  app.post(
    '/orgs/:orgId/clocklogs/bulk-action',
    {
      schema: {
        tags,
        summary: 'Approves or rejects many clock logs, all or none',
        params: orgIdParamsSchema,
        body: clockLogBulkBodySchema,
        response: { 200: clockLogBulkAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { itemIds, actionData } = request.body;
      const identity = requireIdentity(request, secrets.tokens);
      const results = await withOrg(db, identity, orgId, { mode: 'write', ...need }, async (trx, access) => {
        for (const id of new Set(itemIds)) await decideLog(trx, orgId, id, { decision: actionData.action }, { identity, access });
        return (await listClockLogs(trx, orgId, { id: [...new Set(itemIds)], limit: 500 }, hasFace(access), ctx.clock.now())).results;
      });
      return { results, supplementalData: {} };
    },
  );

  app.post(
    '/orgs/:orgId/clocklogs/:id/:decision',
    {
      schema: {
        tags,
        summary: 'Approves or rejects a clock log',
        description:
          'Body {employee?, version?}: employee names the worker of an attempt nobody was recognised in (needed to approve it). ' +
          'Answers {shiftData, department, labels, faceFailure}: the Convert-to-punch data with mayConvertToPunch, and the next undecided face failure.',
        params: clockLogDecisionParamsSchema,
        body: clockLogDecisionBodySchema,
        response: { 200: decisionResponseSchema },
      },
    },
    async (request) => {
      const { orgId, id, decision } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      return withOrg(db, identity, orgId, { mode: 'write', ...need }, (trx, access) =>
        decideAndAnswer(
          trx,
          orgId,
          id,
          { decision, employee: request.body?.employee, version: request.body?.version },
          { identity, access },
          hasFace(access),
        ),
      );
    },
  );

  app.post(
    '/orgs/:orgId/clocklogs/:id/attach-punch/:punch/:type',
    {
      schema: {
        tags,
        summary: 'Makes a clock log a punch',
        description:
          "Path: {punch} is `new` (a new punch at the attempt's instant) or the id of the pair (SPEC section 3 punches[].id) whose missing side " +
          'the attempt fills; {type} is `in` or `out`. The body repeats them: {clockLogId, punch, type, costing: {job, jobCategory, jobPhase, costCode}}. ' +
          "The punch is the attempt's (instant, device, location, face outcome; PA when the attempt was refused), added by the caller; " +
          'the log is approved and linked to it. Answers {result: {punchId, shiftData}}.',
        params: attachPunchParamsSchema,
        body: attachPunchBodySchema,
        response: { 200: attachPunchAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, id, punch, type } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const result = await withOrg(db, identity, orgId, { mode: 'write', ...need }, (trx, access) =>
        attachPunch(trx, orgId, id, { punch, type }, request.body, { identity, access }),
      );
      return { result };
    },
  );
}
