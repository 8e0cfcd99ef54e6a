import { malformedProbes, toProbe, tokenProbes, type OpenApiOperation, type Probe } from './cases';
import type { Access, OperationDescription } from './describe';
import { runGuarded, type Finding, type Outcome } from './runner';
import { MARKER, type Caller, type World } from './world';

export type Operation = { key: string; method: string; path: string; openapi: OpenApiOperation; description: OperationDescription };

const bearer = (caller: Caller) => ({ authorization: `Bearer ${caller.token}` });

/** The caller that reaches deepest into an operation: past its access check. */
export function deepCaller(world: World, access: Access): Caller | null {
  if (access === 'public' || access === 'session') return null;
  return access === 'sudo' || access === 'appAdmin' ? world.sudo : world.owner;
}

type Refusal = { probe: Probe; expect: 'refused' | 'no data' };

/** The calls the operation must refuse: a member of B on A, a member of A without the permission,
 *  another person on one's own things, someone who is not sudo on the sudo area. */
function refusalProbes(world: World, op: Operation): Refusal[] {
  const { access, request, foreign } = op.description;
  const refusals: Refusal[] = [];
  const as = (label: string, caller: Caller, expect: Refusal['expect'] = 'refused') =>
    refusals.push({ probe: toProbe(label, op.method, op.path, request(world, caller), bearer(caller)), expect });
  if (foreign ?? op.path.includes('{orgId}'))
    as('as a member of another organization', world.outsider, foreign === 'empty' ? 'no data' : 'refused');
  if (typeof access === 'object' || access === 'self') as('as a member without the permission', world.bare);
  if (access === 'sudo' || access === 'appAdmin') as('as an organization owner without sudo', world.owner);
  return refusals;
}

/** A body that tells a caller who may not see organization A anything of it. */
function leakFindings(outcomes: readonly Outcome[], expect: (o: Outcome) => Refusal['expect'] | '401'): Finding[] {
  const found: Finding[] = [];
  for (const o of outcomes) {
    const wanted = expect(o);
    const problem = o.body.toLowerCase().includes(MARKER)
      ? 'leak: data of organization A in the body'
      : wanted !== 'no data' && o.status < 400
        ? `leak: answered ${o.status} where a refusal was due`
        : wanted === 'refused' && o.status !== 403 && o.status !== 404
          ? 'not refused with 403 or 404'
          : wanted === '401' && o.status !== 401
            ? 'not refused with 401'
            : null;
    if (problem) found.push({ problem, operation: o.operation, input: o.probe.label, status: o.status, body: o.body.slice(0, 300) });
  }
  return found;
}

export async function accessPhase(world: World, op: Operation): Promise<Finding[]> {
  const refusals = refusalProbes(world, op);
  if (refusals.length === 0) return [];
  const { outcomes, findings } = await runGuarded(
    world.app,
    world.db,
    op.key,
    refusals.map((r) => r.probe),
    false,
  );
  return [...findings, ...leakFindings(outcomes, (o) => refusals.find((r) => r.probe === o.probe)!.expect)];
}

export async function malformedPhase(world: World, op: Operation, forged: Record<string, string>): Promise<Finding[]> {
  const { access, request } = op.description;
  const caller = deepCaller(world, access);
  const sample = request(world, caller ?? world.owner);
  const auth = caller ? bearer(caller) : {};
  const malformed = await runGuarded(
    world.app,
    world.db,
    op.key,
    malformedProbes(op.method, op.path, op.openapi, sample, auth),
    op.method !== 'GET',
  );
  if (!caller) return malformed.findings;
  const probes = op.description.tokenInBody
    ? Object.entries(forged).map(([label, value]) =>
        toProbe(`body token: ${label}`, op.method, op.path, request(world, { ...caller, token: value.split(' ')[1] ?? '' }), {}),
      )
    : tokenProbes(op.method, op.path, sample, forged);
  const tokens = await runGuarded(world.app, world.db, op.key, probes, false);
  return [...malformed.findings, ...tokens.findings, ...leakFindings(tokens.outcomes, () => '401')];
}
