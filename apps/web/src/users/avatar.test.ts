import { describe, expect, it } from 'vitest';
import { avatarProblem, formatBytes } from './avatar';

describe('a worker photo', () => {
  it('takes PNG, JPEG and WebP up to the organization limit', () => {
    expect(avatarProblem({ size: 150_000, type: 'image/png' }, 2_000_000)).toBeNull();
    expect(avatarProblem({ size: 2_000_000, type: 'image/webp' }, 2_000_000)).toBeNull();
    expect(avatarProblem({ size: 100, type: 'image/gif' }, 2_000_000)).toBe('Choose a PNG, JPEG or WebP image.');
    expect(avatarProblem({ size: 2_500_000, type: 'image/jpeg' }, 2_000_000)).toBe(
      'This image is 2.5 MB; the limit is 2 MB. Choose a smaller image.',
    );
  });

  it('states sizes as people read them', () => {
    expect(formatBytes(2_000_000)).toBe('2 MB');
    expect(formatBytes(512_000)).toBe('512 KB');
    expect(formatBytes(900)).toBe('900 bytes');
  });
});
