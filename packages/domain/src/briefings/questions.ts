// A briefing's questions (issue 35, docs/briefings.md). The console edits them as lines of text,
// one question a line: the question, then its choices, separated by "|", the right one marked
// with a leading "*": `Which way do the forks point going up a ramp? | *Uphill | Downhill`.
// Pure: the server validates and checks answers with it, the clock checks offline answers.

/** One question as the clock shows it; `correct` is the index of the right choice. */
export type BriefingQuestion = { text: string; choices: string[]; correct: number };

/** The shape the console's help and the errors show. */
export const QUESTION_EXAMPLE = 'Is the seat belt worn at all times? | *Yes | No';

/** A question line read, or the message saying what is wrong with it (n: its 1-based number). */
export function parseQuestion(line: string, n: number): BriefingQuestion | string {
  const parts = line.split('|').map((p) => p.trim());
  const text = parts[0] ?? '';
  const raw = parts.slice(1);
  if (!text || raw.length < 2 || raw.some((c) => c === '' || c === '*'))
    return `Question ${n}: write the question and at least two choices, separated by | (${QUESTION_EXAMPLE}).`;
  const marked = raw.flatMap((c, i) => (c.startsWith('*') ? [i] : []));
  if (marked.length !== 1) return `Question ${n}: mark the one right answer with a * before it (${QUESTION_EXAMPLE}).`;
  const choices = raw.map((c) => (c.startsWith('*') ? c.slice(1).trim() : c));
  if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length)
    return `Question ${n}: each choice must differ from the others.`;
  return { text, choices, correct: marked[0]! };
}

/** Every question of a briefing, or the messages of the lines that are wrong. */
export function parseQuestions(lines: readonly string[]): { questions: BriefingQuestion[]; errors: string[] } {
  const questions: BriefingQuestion[] = [];
  const errors: string[] = [];
  lines.forEach((line, i) => {
    const q = parseQuestion(line, i + 1);
    if (typeof q === 'string') errors.push(q);
    else questions.push(q);
  });
  return { questions, errors };
}

/**
 * The 1-based number of the first question answered wrong (or not at all), null when every
 * answer is right. `answers[i]` is the index of the choice picked for question i.
 */
export function firstWrongAnswer(questions: readonly BriefingQuestion[], answers: readonly number[]): number | null {
  const wrong = questions.findIndex((q, i) => answers[i] !== q.correct);
  return wrong < 0 ? null : wrong + 1;
}

/** What the worker reads when an answer is wrong. */
export const wrongAnswerText = (n: number) => `Question ${n}: that is not the right answer. Read the briefing again and choose another.`;
