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

  it.each<[Date, string]>([
    [new Date(2026, 2, 5, 15, 43), '05-03-2026 15:43'],
    [new Date(2026, 2, 5, 3, 43), '05-03-2026 03:43'],
    [new Date(2026, 2, 5, 0, 5), '05-03-2026 00:05'],
    [new Date(2026, 2, 5, 12, 0), '05-03-2026 12:00'],
    [new Date(2026, 2, 5, 23, 59), '05-03-2026 23:59'],
  ])(
    'shows the comment time %s as %s: DD-MM-YYYY hh:mm on the 24-hour clock, never 12-hour without am/pm',
    (date, shown) => {
      expect(formatCommentTime(date)).toBe(shown);
    },
  );

  it('tells an afternoon comment apart from a morning one', () => {
    expect(formatCommentTime(new Date(2026, 2, 5, 15, 43))).not.toBe(
      formatCommentTime(new Date(2026, 2, 5, 3, 43)),
    );
  });
});
