import { describe, expect, it } from 'vitest';
import { formatCommentTime } from '../format/format';
import { commentSentFrom, validateComment } from './comment.rules';

describe('the comment rules (001 §5)', () => {
  it.each([
    ['', 'This field cannot be empty.', null],
    [null, 'This field cannot be empty.', null],
    [undefined, 'This field cannot be empty.', null],
    ['   ', 'This field cannot be empty.', 'Comment can not be empty!'],
    ['\n\t ', 'This field cannot be empty.', 'Comment can not be empty!'],
  ])('refuses %j: field %j, toast %j', (text, fieldError, toast) => {
    expect(validateComment(text)).toEqual({ kind: 'invalid', fieldError, toast });
  });

  it.each([
    ['Please check image 3', 'Please check image 3'],
    ['  padded  ', 'padded'],
    ['line one\nline two\n', 'line one\nline two'],
    ['.', '.'],
  ])('sends %j as %j', (text, message) => {
    expect(validateComment(text)).toEqual({ kind: 'valid', message });
  });

  it.each([
    ['qualityControl', 'QC'],
    ['socialMediaQualityControl', 'QC'],
    ['finalReview', 'FR'],
  ] as const)('a comment written on %s is sent from %s', (screen, source) => {
    expect(commentSentFrom(screen)).toBe(source);
  });

  it('shows comment times as DD-MM-YYYY hh:mm with the shared format', () => {
    expect(formatCommentTime(new Date(2026, 2, 5, 15, 4))).toBe('05-03-2026 03:04');
  });
});
