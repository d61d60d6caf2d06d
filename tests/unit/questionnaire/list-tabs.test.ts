import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { QuestionnaireListInput } from '#events/questionnaire/inputs';
import { LIST_TYPES, listTabText, statesOfListType } from '#events/questionnaire/states';
import { parseListState, listSearch } from '#client/console/features/questionnaire/listUrl';

describe('the employment list tabs follow the spec (issue 24, item 6)', () => {
  it("'Новые' covers new, acceptedByALManager and externalCheckPassed", () => {
    expect(statesOfListType('new')).toEqual(['new', 'acceptedByALManager', 'externalCheckPassed']);
  });

  it("the spec's second variant: /feedbacks/accepted is the same tab as 'worked'", () => {
    expect(LIST_TYPES).toContain('accepted');
    expect(validate({ type: 'accepted' }, QuestionnaireListInput, { coerce: true })[0]).toBeUndefined();
    expect(statesOfListType('accepted')).toEqual(statesOfListType('worked'));
  });

  it("'Трудоустроенные' says it holds candidates in work too, and where the others are", () => {
    const text = listTabText('worked');
    expect(text).toContain('«Трудоустроен»');
    expect(text).toContain('«Принята в работу»');
    expect(text).toContain('«Новые» и «Отказ»');
    expect(listTabText('new')).toContain('«Трудоустроенные» и «Отказ»');
  });

  it('one state inside the tab is kept in the address', () => {
    const state = parseListState('?state=employed&page=2');
    expect(state.where.state).toBe('employed');
    expect(listSearch(state)).toBe('?state=employed&page=2');
    expect(parseListState('?state=nonsense').where.state).toBeUndefined();
  });
});
