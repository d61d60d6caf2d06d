import { afterEach, describe, expect, it } from 'vitest';
import { asOfHeaders, setAsOf } from '#client/console/shell/asOf';

/** While a snapshot is shown, the console's calls carry the time-travel headers (issue 28, item 2). */
describe('as-of headers of the console calls', () => {
  afterEach(() => setAsOf(null));

  it('none in the present', () => {
    expect(asOfHeaders('/get-questionnaire/4')).toEqual({});
  });

  it('the point of the snapshot on its record screen calls', () => {
    setAsOf({ record: 'questionnaire/4', position: 1234 });
    const want = { 'x-as-of': '1234', 'x-as-of-record': 'questionnaire/4' };
    expect(asOfHeaders('/get-questionnaire/4')).toEqual(want);
    expect(asOfHeaders('/approvals/4')).toEqual(want);
    expect(asOfHeaders('/dictionaries/citizenship')).toEqual(want);
  });

  it('never on the session calls or the history itself (the timeline is always now)', () => {
    setAsOf({ record: 'questionnaire/4', position: 1234 });
    for (const path of ['/refresh', '/login', '/logout', '/history/questionnaire/4', '/history?x=1'])
      expect(asOfHeaders(path), path).toEqual({});
  });
});
