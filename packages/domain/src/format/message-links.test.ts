import { describe, expect, it } from 'vitest';
import { splitLinks } from './message-links';

describe('message links', () => {
  it('makes web addresses links and leaves the sentence around them as text', () => {
    expect(splitLinks('Vests on: https://example.com/vests. Map at www.example.com/map)')).toEqual([
      { text: 'Vests on: ' },
      { text: 'https://example.com/vests', href: 'https://example.com/vests' },
      { text: '. Map at ' },
      { text: 'www.example.com/map', href: 'https://www.example.com/map' },
      { text: ')' },
    ]);
  });

  it('never links other schemes and keeps markup as plain text', () => {
    const text = '<a href="javascript:alert(1)">x</a> javascript:alert(1) data:text/html,hi';
    expect(splitLinks(text)).toEqual([{ text }]);
    expect(splitLinks('')).toEqual([]);
  });
});
