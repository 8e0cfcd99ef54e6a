import { describe, expect, it } from 'vitest';
import { documentProblem, formatSize } from './documents-api';

describe('document limits before upload', () => {
  const limits = { maxDocuments: 2, maxFileSize: 2_000_000 };
  it('writes sizes as the spec does: bytes under 1000, then KB, then MB', () => {
    expect(formatSize(999)).toBe('999 bytes');
    expect(formatSize(1500)).toBe('2 KB');
    expect(formatSize(2_000_000)).toBe('2 MB');
    expect(formatSize(2_450_000)).toBe('2.5 MB');
  });
  it('says why a file cannot go, before sending it', () => {
    expect(documentProblem({ size: 2_000_000 }, limits, 1)).toBeNull();
    expect(documentProblem({ size: 2_450_000 }, limits, 1)).toBe('This file is 2.5 MB; the limit is 2 MB. Choose a smaller one.');
    expect(documentProblem({ size: 10 }, limits, 2)).toBe('This worker already has 2 documents, the most allowed. Delete one first.');
  });
});
