import { parseTemplate, type TemplatePart } from './parse';

/** What a template produces, and so how placeholder values are escaped. */
export const TEMPLATE_BASES = ['csv', 'text', 'json'] as const;
export type TemplateBase = (typeof TEMPLATE_BASES)[number];

export type RenderInput = {
  base: TemplateBase;
  rows: readonly Record<string, unknown>[];
  /** The export date as YYYY-MM-DD ({{date}} and {date} in the file name). */
  date: string;
};

/** A value as plain text: lists joined with ', ', switches as true/false, nothing as ''. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// Escaping by base: only placeholder values are escaped; the template's own text is the author's.
const ESCAPE: Record<TemplateBase, (value: unknown) => string> = {
  // RFC 4180 quoting, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula.
  csv: (value) => {
    const text = plain(value);
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  },
  // One value never breaks the line layout of a text file.
  text: (value) => plain(value).replace(/\r\n|[\r\n]/g, ' '),
  // A JSON literal: strings quoted, numbers and switches bare, nothing as null.
  json: (value) => JSON.stringify(value ?? null),
};

function write(parts: readonly TemplatePart[], values: (name: string) => unknown, escape: (value: unknown) => string): string {
  return parts.map((part) => (part.kind === 'text' ? part.text : escape(values(part.name)))).join('');
}

/**
 * The file a template makes from rows. Throws when the template does not parse; the server
 * refuses such templates, so that means one saved before the rules changed. The file ends with a
 * line break (the saved text is trimmed).
 */
export function renderTemplate(source: string, { base, rows, date }: RenderInput): string {
  const parsed = parseTemplate(source);
  if (!parsed.ok) throw new Error(parsed.error);
  const { header, row, separator, footer } = parsed.template;
  const escape = ESCAPE[base];
  const globals = (name: string): unknown => (name === 'count' ? rows.length : name === 'date' ? date : undefined);
  const body = row ? rows.map((r) => write(row, (name) => (name in r ? r[name] : globals(name)), escape)).join(separator) : '';
  const out = write(header, globals, escape) + body + write(footer, globals, escape);
  return out === '' || out.endsWith('\n') ? out : `${out}\n`;
}

/** The download's name: {date} becomes the export date ('labels-{date}.csv' → 'labels-2026-05-01.csv'). */
export function templateFileName(pattern: string, date: string): string {
  return pattern.replace(/\{date\}/g, date);
}

/** MIME type of a base's file. */
export const TEMPLATE_MIME: Record<TemplateBase, string> = {
  csv: 'text/csv;charset=utf-8',
  text: 'text/plain;charset=utf-8',
  json: 'application/json;charset=utf-8',
};
