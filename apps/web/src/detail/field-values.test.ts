import { describe, expect, it } from 'vitest';
import { formatDurationInput, formatMoneyInput, instantToLocal, localToInstant, parseDuration, parseMoney } from './field-values';

describe('duration input', () => {
  it('reads h:mm and decimal hours as whole minutes', () => {
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('0:05')).toBe(5);
    expect(parseDuration('1.5')).toBe(90);
    expect(parseDuration('.25')).toBe(15);
    expect(parseDuration('-2:00')).toBe(-120);
    expect(parseDuration(' ')).toBeNull();
    expect(parseDuration('1:75')).toBeUndefined();
    expect(parseDuration('abc')).toBeUndefined();
  });

  it('writes minutes in the organization duration format', () => {
    expect(formatDurationInput(90, { durationFormat: 'minute' })).toBe('1:30');
    expect(formatDurationInput(-5, { durationFormat: 'minute' })).toBe('-0:05');
    expect(formatDurationInput(90, { durationFormat: 'decimal' })).toBe('1.50');
    expect(formatDurationInput(null, { durationFormat: 'minute' })).toBe('');
    expect(formatDurationInput('1:7x', { durationFormat: 'minute' })).toBe('1:7x');
  });
});

describe('money input', () => {
  it('reads amounts, with thousands commas, and shows 2 decimals', () => {
    expect(parseMoney('1,234.5')).toBe(1234.5);
    expect(parseMoney('-3')).toBe(-3);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12a')).toBeUndefined();
    expect(formatMoneyInput(12.5)).toBe('12.50');
    expect(formatMoneyInput(null)).toBe('');
  });
});

describe('instant input', () => {
  it('shows and reads the wall clock of the organization time zone', () => {
    expect(instantToLocal('2024-07-01T16:30:00Z', 'America/New_York')).toBe('2024-07-01T12:30');
    expect(localToInstant('2024-07-01T12:30', 'America/New_York')).toBe('2024-07-01T16:30:00.000Z');
    expect(localToInstant('2024-01-15T12:30', 'Europe/Berlin')).toBe('2024-01-15T11:30:00.000Z');
    expect(localToInstant('', 'Europe/Berlin')).toBeNull();
    expect(instantToLocal(null, 'Europe/Berlin')).toBe('');
  });
});
