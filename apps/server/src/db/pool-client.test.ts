import { describe, expect, it } from 'vitest';
import { StatementNames } from './pool-client';

describe('statement names (which repeated statements are prepared)', () => {
  it('names a text only from its third sighting, then always the same name', () => {
    const names = new StatementNames();
    const text = 'select * from labels where org_id = $1';
    expect([names.nameFor(text), names.nameFor(text)]).toEqual([undefined, undefined]);
    const name = names.nameFor(text);
    expect(name).toMatch(/^punchline_\d+$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('select 2 where $1')).toBeUndefined();
  });

  it('names no more than its limit: later texts run unprepared, the named keep their names', () => {
    const names = new StatementNames(2, 1);
    const first = names.nameFor('a $1');
    const second = names.nameFor('b $1');
    expect([first, second].every(Boolean)).toBe(true);
    expect(first).not.toBe(second);
    expect(names.nameFor('c $1')).toBeUndefined();
    expect(names.nameFor('a $1')).toBe(first);
    expect(names.size).toBe(2);
  });

  it('forgets the counts of the long tail rather than growing without bound', () => {
    const names = new StatementNames(200, 2, 3);
    for (const text of ['x $1', 'y $1', 'z $1']) names.nameFor(text); // three counted: full
    names.nameFor('w $1'); // clears the counts, counts w
    expect(names.nameFor('x $1')).toBeUndefined(); // x starts over at one sighting
    expect(names.nameFor('w $1')).toMatch(/^punchline_/);
  });
});
