import { describe, expect, it } from 'vitest';
import { claimMatches, documentKindOf } from './file-signature';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('documentKindOf', () => {
  it('knows PDF, PNG, JPEG, WebP and HEIC by their first bytes', () => {
    expect(documentKindOf(bytes('%PDF-1.7\n'))?.contentType).toBe('application/pdf');
    expect(documentKindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe('image/png');
    expect(documentKindOf(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(documentKindOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(documentKindOf(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))?.contentType).toBe('image/heic');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(documentKindOf(bytes('MZ', [0x90, 0]))).toBeNull(); // a Windows program
    expect(documentKindOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(documentKindOf(bytes([0, 0, 0, 24], 'ftypisom'))).toBeNull(); // an MP4 video
    expect(documentKindOf(bytes('%PD'))).toBeNull(); // too short to tell
  });
  it('compares the claimed type with the bytes', () => {
    const pdf = documentKindOf(bytes('%PDF-1.4'))!;
    expect(claimMatches('application/pdf', pdf)).toBe(true);
    expect(claimMatches('image/png', pdf)).toBe(false);
  });
});
