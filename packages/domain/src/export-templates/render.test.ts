import { describe, expect, it } from 'vitest';
import { parseTemplate, templateError } from './parse';
import { renderTemplate, templateFileName } from './render';

const rows = [
  { id: 1, name: 'Night, late', type: 'work', active: true, tags: ['a', 'b'] },
  { id: 2, name: 'Say "hi"\nthere', type: 'user', active: false, tags: [] },
  { id: 3, name: '=SUM(A1)', type: 'work', active: null, tags: null },
];
const date = '2026-05-01';

describe('export template rendering', () => {
  it('writes header once, the row block per row and the footer, dropping standalone tag lines', () => {
    const source = 'Name,Type\n{{#rows}}\n{{name}},{{type}}\n{{/rows}}\n{{count}} rows on {{date}}';
    expect(renderTemplate(source, { base: 'text', rows: rows.slice(0, 1), date })).toBe(
      'Name,Type\nNight, late,work\n1 rows on 2026-05-01\n',
    );
  });

  it('csv: quotes commas, quotes and line breaks (RFC 4180) and neutralises formulas', () => {
    const out = renderTemplate('{{#rows}}\n{{id}},{{name}},{{active}},{{tags}}\n{{/rows}}', { base: 'csv', rows, date });
    expect(out).toBe('1,"Night, late",true,"a, b"\n2,"Say ""hi""\nthere",false,\n3,\'=SUM(A1),,\n');
  });

  it('text: a value never breaks the line', () => {
    expect(renderTemplate('{{#rows}}{{name}}|{{/rows}}', { base: 'text', rows: rows.slice(1, 2), date })).toBe('Say "hi" there|\n');
  });

  it('json: values are JSON literals and the separator goes between rows only', () => {
    const source = '[\n{{#rows ",\\n"}}\n{"id": {{id}}, "name": {{name}}, "active": {{active}}, "tags": {{tags}}}\n{{/rows}}\n]';
    const out = renderTemplate(source, { base: 'json', rows, date });
    expect(JSON.parse(out)).toEqual(rows.map(({ id, name, active, tags }) => ({ id, name, active, tags })));
    expect(out).not.toMatch(/,\s*\]/);
  });

  it('without a rows block the template is written as is, placeholders filled', () => {
    expect(renderTemplate('Exported {{count}} on {{date}}', { base: 'json', rows, date })).toBe('Exported 3 on "2026-05-01"\n');
    expect(renderTemplate('Header\n{{#rows}}\n{{name}}\n{{/rows}}', { base: 'text', rows: [], date })).toBe('Header\n');
  });

  it('replaces {date} in the file name', () => {
    expect(templateFileName('labels-{date}.csv', date)).toBe('labels-2026-05-01.csv');
    expect(templateFileName('{date}/{date}.txt', date)).toBe('2026-05-01/2026-05-01.txt');
    expect(templateFileName('fixed.txt', date)).toBe('fixed.txt');
  });
});

describe('export template checks', () => {
  const fields = ['name', 'type', 'active'];

  it('accepts known placeholders and the globals', () => {
    expect(templateError('{{date}}\n{{#rows}}\n{{ id }} {{name}} {{count}}\n{{/rows}}\n{{count}}', fields)).toBeNull();
    expect(templateError('plain text', fields)).toBeNull();
  });

  it('refuses unknown placeholders, naming the ones there are', () => {
    expect(templateError('{{#rows}}{{nmae}}{{/rows}}', fields)).toBe(
      'Unknown placeholder {{nmae}}: use one of id, name, type, active, count, date.',
    );
    expect(templateError('{{nope}}', fields)).toMatch(/^Unknown placeholder \{\{nope\}\}/);
  });

  it('refuses row fields outside the block and malformed tags', () => {
    expect(templateError('{{name}}', fields)).toBe('{{name}} can only be used inside {{#rows}}...{{/rows}}.');
    expect(templateError('{{#rows}}{{name}}', fields)).toBe('The {{#rows}} block is not closed with {{/rows}}.');
    expect(templateError('{{/rows}}', fields)).toBe('{{/rows}} has no {{#rows}} before it.');
    expect(templateError('{{#rows}}{{/rows}}{{#rows}}{{/rows}}', fields)).toBe('Only one {{#rows}} block is allowed.');
    expect(templateError('{{#rows ,}}{{/rows}}', fields)).toMatch(/separator must be a quoted string/);
    expect(templateError('a {{name', fields)).toBe("A placeholder is not closed: '{{' without '}}'.");
    expect(templateError('{{constructor.constructor("x")()}}', fields)).toMatch(/is not a placeholder/);
  });

  it('parses the separator as a JSON string', () => {
    const parsed = parseTemplate('{{#rows "\\t|"}}x{{/rows}}');
    expect(parsed.ok && parsed.template.separator).toBe('\t|');
  });
});
