/**
 * The export template language (SPEC section 3 Integration template). A template is plain text
 * with `{{name}}` placeholders and one optional rows block:
 *
 *   Name,Type                header: written once
 *   {{#rows}}                the block is written once per row; an optional separator string
 *   {{name}},{{type}}        goes between rows: {{#rows ","}} (JSON string syntax)
 *   {{/rows}}
 *   {{count}} labels         footer: written once
 *
 * Inside the block, placeholders name the data source's fields (and `id`); anywhere, `{{count}}`
 * (rows exported) and `{{date}}` (the export date, YYYY-MM-DD). A line holding only a block tag is
 * dropped with its line break, so templates read line by line. There is no way to run code: the
 * parser only recognises these tags, and values are escaped by the template's base when written.
 */

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'value'; name: string };
export type ParsedTemplate = { header: TemplatePart[]; row: TemplatePart[] | null; separator: string; footer: TemplatePart[] };
export type ParseResult = { ok: true; template: ParsedTemplate } | { ok: false; error: string };

/** Placeholders usable outside and inside the rows block. */
export const TEMPLATE_GLOBALS = ['count', 'date'] as const;

const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const OPEN = /^#rows(?:\s+(.*))?$/;

// A block tag alone on its line takes the line's break with it ("standalone" tags).
function dropStandaloneLines(text: string): string {
  return text.replace(/^[ \t]*(\{\{\s*(?:#rows(?:\s+"(?:[^"\\]|\\.)*")?|\/rows)\s*\}\})[ \t]*(?:\r?\n|$)/gm, '$1');
}

function parseSeparator(literal: string | undefined): string | null {
  if (literal === undefined) return '';
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Splits a template into header, row and footer parts; the first problem found is the error. */
export function parseTemplate(source: string): ParseResult {
  const text = dropStandaloneLines(source);
  const header: TemplatePart[] = [];
  const footer: TemplatePart[] = [];
  let row: TemplatePart[] | null = null;
  let separator = '';
  let target = header;
  let inRows = false;
  let last = 0;
  const pushText = (chunk: string) => {
    if (chunk.includes('{{')) return false;
    if (chunk) target.push({ kind: 'text', text: chunk });
    return true;
  };
  for (const match of text.matchAll(TAG)) {
    if (!pushText(text.slice(last, match.index))) return { ok: false, error: "A placeholder is not closed: '{{' without '}}'." };
    last = match.index + match[0].length;
    const tag = match[1]!;
    const open = OPEN.exec(tag);
    if (open) {
      if (row !== null) return { ok: false, error: 'Only one {{#rows}} block is allowed.' };
      const sep = parseSeparator(open[1]);
      if (sep === null) return { ok: false, error: 'The {{#rows}} separator must be a quoted string, e.g. {{#rows ","}}.' };
      separator = sep;
      row = [];
      target = row;
      inRows = true;
    } else if (tag === '/rows') {
      if (!inRows) return { ok: false, error: '{{/rows}} has no {{#rows}} before it.' };
      target = footer;
      inRows = false;
    } else if (NAME.test(tag)) {
      target.push({ kind: 'value', name: tag });
    } else {
      return { ok: false, error: `{{${tag}}} is not a placeholder: use a field name such as {{name}}.` };
    }
  }
  if (!pushText(text.slice(last))) return { ok: false, error: "A placeholder is not closed: '{{' without '}}'." };
  if (inRows) return { ok: false, error: 'The {{#rows}} block is not closed with {{/rows}}.' };
  return { ok: true, template: { header, row, separator, footer } };
}

/**
 * The message for a template that does not parse or names something the data source lacks;
 * null when it is usable. `fields` are the data source's fields (id is always there).
 */
export function templateError(source: string, fields: readonly string[]): string | null {
  const parsed = parseTemplate(source);
  if (!parsed.ok) return parsed.error;
  const { header, row, footer } = parsed.template;
  const rowNames = new Set<string>(['id', ...fields, ...TEMPLATE_GLOBALS]);
  const globals = new Set<string>(TEMPLATE_GLOBALS);
  for (const part of [...header, ...footer]) {
    if (part.kind !== 'value' || globals.has(part.name)) continue;
    if (rowNames.has(part.name)) return `{{${part.name}}} can only be used inside {{#rows}}...{{/rows}}.`;
    return unknown(part.name, rowNames);
  }
  for (const part of row ?? []) if (part.kind === 'value' && !rowNames.has(part.name)) return unknown(part.name, rowNames);
  return null;
}

const unknown = (name: string, known: Set<string>) => `Unknown placeholder {{${name}}}: use one of ${[...known].join(', ')}.`;
