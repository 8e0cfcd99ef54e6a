import type { SampleRequest } from './describe';

/** A request as sent: path template already filled, query string and body raw. */
export type Probe = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

export type OpenApiParameter = { in: string; name: string };
export type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: unknown }> } };

const DEPTH = 1000;
const deepObject = () => `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = () => `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;
const HUGE_TEXT = 'x'.repeat(100_000);

/** Path or query values: wrong types, numbers out of any range, NaN-ish, bad text. Raw (already
 *  percent-encoded where it matters). */
const PARAM_VALUES: Record<string, string> = {
  'a word': 'abc',
  negative: '-1',
  zero: '0',
  fraction: '1.5',
  'beyond float': '1e309',
  NaN: 'NaN',
  Infinity: 'Infinity',
  'beyond bigint': '99999999999999999999',
  'NUL character': 'a%00b',
  'malformed escape': '%E0%A4%A',
  'bad UTF-8': '%ED%A0%80',
};

/** Body property values: every wrong type, out-of-range numbers, huge and bad text, depth. */
const VALUE_CASES: Record<string, () => string> = {
  'a number': () => '12345',
  'a negative number': () => '-1',
  'a huge number': () => '1e308',
  'a huge negative number': () => '-1e308',
  'past 2^53': () => '9007199254740993',
  'a fraction': () => '1.5',
  'a word': () => '"abc"',
  'NaN text': () => '"NaN"',
  true: () => 'true',
  null: () => 'null',
  'an empty array': () => '[]',
  'an empty object': () => '{}',
  'an array of objects': () => '[{}]',
  'a 100 KB string': () => JSON.stringify(HUGE_TEXT),
  'a NUL character': () => JSON.stringify('a\u0000b'),
  'a lone surrogate': () => '"\\ud800"',
  'depth 1,000': deepObject,
};

function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
}

const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

const encodeAll = (values: Record<string, string | number> = {}) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, encodeURIComponent(String(value))]));

/** The sample request as a probe: path filled, query encoded, body as JSON. */
export function toProbe(label: string, method: string, path: string, sample: SampleRequest, auth: Record<string, string>): Probe {
  const query = queryString(encodeAll(sample.query));
  const probe: Probe = {
    label,
    method,
    url: `${fillPath(path, encodeAll(sample.params))}${query ? `?${query}` : ''}`,
    headers: { ...auth, ...sample.headers },
  };
  if (sample.body !== undefined) {
    probe.payload = JSON.stringify(sample.body);
    probe.headers['content-type'] = 'application/json';
  }
  return probe;
}

/** Every malformed variant of one operation's valid request, each changing one thing. */
export function malformedProbes(
  method: string,
  path: string,
  operation: OpenApiOperation,
  sample: SampleRequest,
  auth: Record<string, string>,
): Probe[] {
  const params = encodeAll(sample.params);
  const query = encodeAll(sample.query);
  const probes: Probe[] = [];
  const headers = { ...auth, ...sample.headers };
  const withJson = { ...headers, 'content-type': 'application/json' };
  const add = (
    label: string,
    url: string,
    payload: string | undefined = sample.body === undefined ? undefined : JSON.stringify(sample.body),
  ) =>
    probes.push({ label, method, url, headers: payload === undefined ? headers : withJson, ...(payload === undefined ? {} : { payload }) });
  const url = (p = params, q = query) => {
    const qs = queryString(q);
    return `${fillPath(path, p)}${qs ? `?${qs}` : ''}`;
  };

  const declared = operation.parameters ?? [];
  for (const { name } of declared.filter((p) => p.in === 'path')) {
    for (const [label, value] of Object.entries(PARAM_VALUES)) add(`path ${name}: ${label}`, url({ ...params, [name]: value }));
    add(`path ${name}: over-long`, url({ ...params, [name]: '9'.repeat(101) }));
  }
  for (const { name } of declared.filter((p) => p.in === 'query')) {
    for (const [label, value] of Object.entries(PARAM_VALUES)) add(`query ${name}: ${label}`, url(params, { ...query, [name]: value }));
    add(`query ${name}: 100 KB`, url(params, { ...query, [name]: HUGE_TEXT }));
    add(`query ${name}: repeated`, `${url()}${Object.keys(query).length ? '&' : '?'}${name}=1&${name}=2`);
  }
  add('the valid request', url()); // a handler that throws on good input is caught too
  const more = Object.keys(query).length ? '&' : '?';
  add('query: an unknown parameter', `${url()}${more}zz_unknown=1`);
  add('query: an unknown parameter with a NUL character', `${url()}${more}zz_unknown=a%00`);

  if (operation.requestBody) {
    const base = (sample.body ?? {}) as Record<string, unknown>;
    const schema = operation.requestBody.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
    const names = new Set([...Object.keys(base), ...Object.keys(schema?.properties ?? {})]);
    add('body: invalid JSON', url(), '{"a": ');
    add('body: empty', url(), '');
    for (const [label, raw] of Object.entries({ array: '[]', string: '"x"', number: '1', null: 'null', true: 'true' }))
      add(`body: ${label}`, url(), raw);
    add('body: depth 1,000 (objects)', url(), deepObject());
    add('body: depth 1,000 (arrays)', url(), deepArray());
    add('body: NUL in a key', url(), JSON.stringify({ ...base, 'k\u0000': 1 }));
    add('body: unknown fields only', url(), JSON.stringify({ zz_unknown: 'x', zz_other: { a: [1] } }));
    const rest = (name: string) => {
      const copy = { ...base };
      delete copy[name];
      return JSON.stringify(copy).slice(1, -1);
    };
    for (const name of names) {
      const others = rest(name);
      for (const [label, raw] of Object.entries(VALUE_CASES)) {
        add(`body ${name}: ${label}`, url(), `{${others}${others ? ',' : ''}${JSON.stringify(name)}:${raw()}}`);
      }
    }
  }
  return probes;
}

/** The same valid request without a token, and with tokens no server may accept. */
export function tokenProbes(method: string, path: string, sample: SampleRequest, forged: Record<string, string>): Probe[] {
  return [
    toProbe('token: none', method, path, sample, {}),
    ...Object.entries(forged).map(([label, authorization]) => toProbe(`token: ${label}`, method, path, sample, { authorization })),
  ];
}

/** Edge values a field may meet in real use (issue 30): empty, the calendar's ends, a sub-second
 *  instant, beyond 32-bit integers. Raw: sent as query text, and in bodies as JSON strings. */
const EDGE_TEXT: Record<string, string> = {
  'empty string': '',
  'year 0000': '0000-01-01',
  'year 0001': '0001-01-01',
  'year 9999': '9999-12-31',
  'an instant with milliseconds': '2026-11-02T09:00:00.123Z',
  // In the week of the nets' sample date (2026-01-05): a punch saved with it is on the cards read later.
  'an instant with milliseconds in the sample week': '2026-01-05T12:00:00.123Z',
  'past 2^31': '2147483648',
  'below -2^31': '-2147483649',
};
/** Numbers for body fields besides the texts above. */
const EDGE_NUMBERS: Record<string, number> = { 'past 2^31 (number)': 2147483648, 'below -2^31 (number)': -2147483649, '1e21': 1e21 };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Where the sample body holds a value: every leaf, nested objects and the first item of lists. */
function leafPaths(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : leafPaths(value[0]!, [...path, 0]);
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0 ? [path] : keys.flatMap((key) => leafPaths(value[key]!, [...path, key]));
  }
  return [path];
}

function replaced(value: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, leaf) : item));
  const object = value !== null && typeof value === 'object' ? value : {};
  return { ...object, [head!]: replaced(object[head!] ?? null, rest, leaf) };
}

/** The valid request with one query or body field (nested ones too) set to each edge value. */
export function edgeProbes(
  method: string,
  path: string,
  operation: OpenApiOperation,
  sample: SampleRequest,
  auth: Record<string, string>,
): Probe[] {
  const probes: Probe[] = [];
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of declared) {
    for (const [label, value] of Object.entries(EDGE_TEXT))
      probes.push(toProbe(`query ${name}: ${label}`, method, path, { ...sample, query: { ...sample.query, [name]: value } }, auth));
  }
  if (operation.requestBody || sample.body !== undefined) {
    const body = (sample.body ?? {}) as Json;
    const schema = operation.requestBody?.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
    const top = Object.keys(schema?.properties ?? {}).filter((name) => typeof body !== 'object' || body === null || !(name in body));
    const paths = [...(Object.keys(body ?? {}).length ? leafPaths(body) : []), ...top.map((name) => [name])];
    const values: [string, Json][] = [...Object.entries(EDGE_TEXT), ...Object.entries(EDGE_NUMBERS)];
    for (const where of paths) {
      for (const [label, value] of values)
        probes.push(toProbe(`body ${where.join('.')}: ${label}`, method, path, { ...sample, body: replaced(body, where, value) }, auth));
    }
  }
  return probes;
}
