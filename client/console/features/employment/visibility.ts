import { useAtomValue } from 'jotai';
import { mayEmploy } from '#events/employment/access';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { sessionAtom } from '../../shell/state/session';

/** The form is on the card in resolvedValid, for those who employ (EMPLOY_ROLES). */
export const showsEmploymentForm = (state: QuestionnaireState, scope: string): boolean =>
  state === 'resolvedValid' && mayEmploy(scope);

/** Whether the signed-in user sees the employment form on a card in this state. */
export function useShowsEmploymentForm(state: QuestionnaireState): boolean {
  return showsEmploymentForm(state, useAtomValue(sessionAtom)?.role.scope ?? '');
}
