import { DOCUMENT_PHOTO_MAX_BYTES, type CredentialProblem } from '@punchline/contracts';
import { formatDate, formatPersonName, localFromEpoch } from '@punchline/domain';
import type { Db } from '../db/database';
import type { TenantTx } from '../db/tenant';
import type { DeviceCaller } from '../devices/device-auth';
import type { ClockSetup } from '../devices/clock-settings';
import type { IdentifiedWorker } from '../devices/identify';
import { DeviceRefusal } from '../devices/refusal';
import { recordNotification } from '../push/notify.service';
import { managersOfWorker } from '../workers/managers-of-worker';
import { credentialProblemsAtClock } from './clock-check';
import { credentialSettingsOf, type CredentialSettings } from './credential-gate';
import { storeDocument } from './documents.service';

// The clock's credential step (docs/credentials.md "At the clock"): the worker's problems for a
// clock-in, and a photo of a document taken there when a policy allows it. The photo is kept as
// one of the worker's documents (the console upload's limits and content check) and the worker's
// managers are told to check it and enter the credential: it makes nothing valid by itself.

export const PHOTO_NOT_ASKED = 'A photo of this document is not asked for at this clock.';
export const PHOTO_NOT_ASKED_CODE = 'photo_not_allowed';

type AtClock = { trx: TenantTx; device: DeviceCaller; setup: ClockSetup; worker: IdentifiedWorker; jobId: number | null; nowMs: number };

async function problemsNow(c: AtClock): Promise<{ problems: CredentialProblem[]; settings: CredentialSettings }> {
  const settings = await credentialSettingsOf(c.trx, c.device.orgId);
  const problems = await credentialProblemsAtClock(c.trx, {
    orgId: c.device.orgId,
    employeeId: c.worker.id,
    jobId: c.jobId,
    atSec: Math.floor(c.nowMs / 1000),
    timeZone: c.setup.timeZone,
    photos: settings.enabled && settings.documents,
  });
  return { problems, settings };
}

/** The worker's problems for a clock-in now, and the largest photo the clock may send. */
export async function clockProblems(c: AtClock): Promise<{ problems: CredentialProblem[]; photoMaxBytes: number }> {
  const { problems, settings } = await problemsNow(c);
  return { problems, photoMaxBytes: Math.min(DOCUMENT_PHOTO_MAX_BYTES, settings.maxFileSize) };
}

/** Keeps the photo of the worker's document of `typeId` and tells their managers; 400 when no policy asks for it. */
export async function storeClockPhoto(c: AtClock, typeId: number, photo: Buffer) {
  const { trx, device, setup, worker } = c;
  const orgId = device.orgId;
  const { problems, settings } = await problemsNow(c);
  const problem = problems.find((p) => p.typeId === typeId && p.photoAllowed);
  if (!problem) throw new DeviceRefusal(400, PHOTO_NOT_ASKED, PHOTO_NOT_ASKED_CODE, worker.id);
  const today = localFromEpoch(Math.floor(c.nowMs / 1000), setup.timeZone).slice(0, 10);
  const name = `${problem.typeName} from the clock ${formatDate(today, { ...setup.formats, dayOfWeek: 'none' })}`;
  const document = await storeDocument(
    { trx, orgId, employeeId: worker.id, actor: null, settings },
    { name, claimedType: 'image/jpeg', bytes: photo },
  );
  const who = formatPersonName(worker, setup.formats);
  for (const m of await managersOfWorker(trx, orgId, worker.id, 'edit_employees'))
    await recordNotification(trx as unknown as Db, {
      orgId,
      orgUserId: m.id,
      userId: m.user_id,
      title: `Document photo to check: ${who}`,
      body: `${who} photographed their ${problem.typeName} at ${device.name} (${problem.text}) It is in their Credentials & Documents as "${name}": check it and enter the credential.`,
    });
  return document;
}
