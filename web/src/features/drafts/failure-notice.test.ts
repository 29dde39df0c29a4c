import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { failureNotice } from './failure-notice.ts';
import { draftStrings } from './strings.ts';

describe('failure toasts of the draft screens', () => {
  it("puts the spec's sentence over the server's reasons, and stays until dismissed", () => {
    const error = new ApiError(409, {}, ['The draft was changed by someone else.']);
    expect(failureNotice(draftStrings.stores.removeFailed, error)).toEqual({
      type: 'error',
      header: 'Could not delete store from draft.',
      content: ['The draft was changed by someone else.'],
      autoClose: false,
    });
  });

  it('shows the sentence once when the server already answered with it', () => {
    const sentence = draftStrings.stores.addFailed([12, 13]);
    expect(sentence).toBe('Could not add these stores to this draft. (12, 13)');
    const error = new ApiError(400, {}, ['Could not add these stores to this draft. (13)']);
    expect(failureNotice(sentence, error)).toEqual({
      type: 'error',
      content: ['Could not add these stores to this draft. (13)'],
      autoClose: false,
    });
  });

  it('states draft and service counts in the batch questions', () => {
    expect(draftStrings.batch.deleteQuestion(2, 1240)).toBe('Delete 2 drafts with 1,240 services?');
    expect(draftStrings.batch.exportQuestion(1, 1)).toBe('Export 1 draft with 1 service?');
  });
});
