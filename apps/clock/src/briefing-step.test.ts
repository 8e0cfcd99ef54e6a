import type { ClockConfig, ConfigBriefing } from '@punchline/contracts/device';
import { describe, expect, it } from 'vitest';
import { acknowledgment, allAnswered, localWrongAnswer, offlineBriefings } from './briefing-step';

const briefing = (over: Partial<ConfigBriefing> = {}): ConfigBriefing => ({
  id: 4,
  name: 'Forklift safety rules',
  contentKind: 'text',
  contentText: 'Forks down.',
  contentUrl: null,
  pdfName: null,
  questions: [{ text: 'Forks when parked?', choices: ['Raised', 'Down'], correct: 1 }],
  frequency: 'once',
  skippable: false,
  ...over,
});

describe('the briefing step', () => {
  it('shows offline the configuration’s briefings, but not a PDF one (its file is not on the clock)', () => {
    const config = { briefings: [briefing(), briefing({ id: 5, contentKind: 'pdf', pdfName: 'rules.pdf', contentText: null })] };
    expect(offlineBriefings(config as ClockConfig).map((b) => b.id)).toEqual([4]);
  });

  it('waits for an answer to every question', () => {
    expect(allAnswered(briefing(), [])).toBe(false);
    expect(allAnswered(briefing(), [0])).toBe(true);
    expect(allAnswered(briefing({ questions: [] }), [])).toBe(true);
  });

  it('tells a wrong answer by itself when it knows the right one, else leaves it to the server', () => {
    expect(localWrongAnswer(briefing(), [0])).toMatch(/^Question 1: that is not the right answer/);
    expect(localWrongAnswer(briefing(), [1])).toBeNull();
    const fromServer = { ...briefing(), questions: [{ text: 'Forks when parked?', choices: ['Raised', 'Down'] }] };
    expect(localWrongAnswer(fromServer, [0])).toBeNull();
  });

  it('sends the moment and the answers with the worker’s identification', () => {
    const at = new Date('2026-11-27T15:00:00Z');
    expect(acknowledgment(briefing(), { method: 'pin', pin: '1234' }, [1], at)).toEqual({
      path: 'briefings/4/acknowledge',
      body: { identification: { method: 'pin', pin: '1234' }, at: '2026-11-27T15:00:00.000Z', answers: [1] },
    });
  });
});
