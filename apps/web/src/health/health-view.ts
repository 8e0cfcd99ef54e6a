import { isIsoDate, parseView } from '@punchline/domain';

// Settings → Users → Health & Safety (`users/health-safety/{view?}`): the Questionnaires tab (the
// collection's list and forms) and the Answers tab, whose choice and filters live in the view
// parameter's JSON filter (SPEC section 2 "The view parameter": group, from, to, status), so a
// reload or a link shows the same answers.

export type HealthTab = 'questionnaires' | 'answers';
export type AnswersFilter = { from?: string; to?: string; status?: 'passed' | 'failed' };

/** The tab a view asks for: `{"group":"answers",…}` is the answers; anything else the questionnaires. */
export function tabOf(view: string | undefined): HealthTab {
  const state = parseView(view);
  return state.mode === 'list' && state.filter.group === 'answers' ? 'answers' : 'questionnaires';
}

/** The answers' filter of a view; values that are not what the server takes are dropped. */
export function answersFilterOf(view: string | undefined): AnswersFilter {
  const state = parseView(view);
  if (state.mode !== 'list') return {};
  const { from, to, status } = state.filter;
  return {
    ...(typeof from === 'string' && isIsoDate(from) ? { from } : {}),
    ...(typeof to === 'string' && isIsoDate(to) ? { to } : {}),
    ...(status === 'passed' || status === 'failed' ? { status } : {}),
  };
}

/** The view parameter of a tab (and the answers' filter): none for the questionnaires. */
export function viewOfTab(tab: HealthTab, filter: AnswersFilter = {}): string | undefined {
  return tab === 'answers' ? JSON.stringify({ group: 'answers', ...filter }) : undefined;
}
