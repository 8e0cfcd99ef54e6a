import { describe, expect, it } from 'vitest';
import type { Fields } from './define';
import { recordSchema } from './schemas';

const fields = {
  day: { type: 'date', label: 'Day', required: true },
  due: { type: 'date', label: 'Due' },
  at: { type: 'instant', label: 'At' },
  length: { type: 'duration', label: 'Length' },
  amount: { type: 'money', label: 'Amount' },
  department: { type: 'ref', label: 'Department', ref: { kind: 'department', table: 'departments' } },
} satisfies Fields;

const record = {
  id: 1,
  version: 1,
  day: '2024-02-29',
  due: null,
  at: '2024-03-10T08:30:00.000Z',
  length: 450,
  amount: 12.5,
  department: 7,
};

describe('recordSchema for the date, instant, duration, money and ref types', () => {
  const schema = recordSchema(fields);

  it('accepts stored values, and null where the field is optional', () => {
    expect(schema.parse(record)).toEqual(record);
    expect(schema.safeParse({ ...record, at: null, length: null, amount: null, department: null }).success).toBe(true);
  });

  it('refuses values of the wrong shape and null for a required field', () => {
    for (const bad of [
      { day: null },
      { day: '2024-02-30' },
      { day: '2024-02-29T00:00:00Z' },
      { at: '2024-03-10' },
      { length: 7.5 },
      { length: '450' },
      { amount: '12.50' },
      { department: 0 },
      { department: '7' },
    ]) {
      expect(schema.safeParse({ ...record, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('computed columns', () => {
  const schema = recordSchema(fields, true, {
    hours: { type: 'duration', label: 'Hours' },
    approvedAt: { type: 'instant', label: 'Approved At' },
  });

  it('are optional, nullable and of their type', () => {
    expect(schema.safeParse(record).success).toBe(true);
    expect(schema.parse({ ...record, hours: 90, approvedAt: null })).toMatchObject({ hours: 90, approvedAt: null });
    expect(schema.safeParse({ ...record, hours: 'ninety' }).success).toBe(false);
    expect(schema.safeParse({ ...record, approvedAt: 'yesterday' }).success).toBe(false);
  });
});
