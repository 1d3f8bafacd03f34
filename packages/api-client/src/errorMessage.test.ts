import { describe, expect, it } from 'vitest';
import { TEXTS } from '@sightings/domain-model';
import { errorBodyFields, errorMessageFor } from './errorMessage';

const { somethingWentWrong: SOMETHING_WENT_WRONG, thereWasAnError: THERE_WAS_AN_ERROR } =
  TEXTS.errors;

const body = (fields: Record<string, unknown>) => ({
  status: 400,
  error: 'Bad Request',
  ...fields,
});

describe('errorMessageFor (spec 000 section 8, first matching row wins)', () => {
  it.each([
    // [row, what, status, body, message]
    [1, 'no response at all', 0, undefined, THERE_WAS_AN_ERROR],
    [1, 'no response, even with a body given', 0, body({ message: 'x' }), THERE_WAS_AN_ERROR],
    [2, 'an HTML 502 page (not JSON)', 502, undefined, THERE_WAS_AN_ERROR],
    [2, 'a JSON string', 500, 'Bad Gateway', THERE_WAS_AN_ERROR],
    [2, 'a JSON array', 400, [{ message: 'x' }], THERE_WAS_AN_ERROR],
    [2, 'JSON null', 500, null, THERE_WAS_AN_ERROR],
    [2, 'a 429 without a JSON body', 429, undefined, THERE_WAS_AN_ERROR],
    [2, 'a 2xx that could not be read', 200, undefined, THERE_WAS_AN_ERROR],
    [3, 'a 429 with the server message', 429, body({ message: 'Wait 60 s.' }), 'Wait 60 s.'],
    [3, 'a 429 without a message', 429, body({}), SOMETHING_WENT_WRONG],
    [
      4,
      'an expired token',
      401,
      body({ message: 'Expired.', error_definition: 'ACCESS_TOKEN_EXPIRED' }),
      'Expired.',
    ],
    [
      4,
      'an invalid token',
      401,
      body({ message: 'Invalid.', error_definition: 'INVALID_ACCESS_TOKEN' }),
      'Invalid.',
    ],
    [
      4,
      'a token error without a message',
      401,
      body({ error_definition: 'INVALID_ACCESS_TOKEN' }),
      SOMETHING_WENT_WRONG,
    ],
    [
      5,
      'bad credentials',
      401,
      body({ message: 'The username or password you entered is incorrect' }),
      'The username or password you entered is incorrect',
    ],
    [5, 'a 403 with a message', 403, body({ message: 'No.' }), 'No.'],
    [5, 'a 500 with a message', 500, body({ message: 'Boom.' }), 'Boom.'],
    [5, 'a JSON error without a message', 400, body({}), SOMETHING_WENT_WRONG],
    [5, 'an empty message', 400, body({ message: '' }), SOMETHING_WENT_WRONG],
    [5, 'a message of spaces', 400, body({ message: '   ' }), SOMETHING_WENT_WRONG],
    [5, 'a message that is not text', 400, body({ message: 42 }), SOMETHING_WENT_WRONG],
  ] as const)('row %i: %s', (_row, _what, status, given, expected) => {
    expect(errorMessageFor(status, given)).toBe(expected);
  });

  it('quotes the spec texts exactly', () => {
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong!');
    expect(THERE_WAS_AN_ERROR).toBe('There was an error.');
  });
});

describe('errorBodyFields', () => {
  it.each([
    [undefined, undefined],
    ['text', undefined],
    [[], undefined],
    [
      { message: 'm', error_definition: 'NOT_FOUND', path: '/api/x' },
      { message: 'm', errorDefinition: 'NOT_FOUND', path: '/api/x' },
    ],
    [
      { message: '', error_definition: 'SOMETHING_ELSE', path: 7 },
      { message: undefined, errorDefinition: undefined, path: undefined },
    ],
    [{}, { message: undefined, errorDefinition: undefined, path: undefined }],
    [
      { message: 'm', error_definition: 'CONFLICT', path: '/api/x', ids: [3, 7] },
      { message: 'm', errorDefinition: 'CONFLICT', path: '/api/x', ids: [3, 7] },
    ],
    [
      { message: 'm', error_definition: 'CONFLICT', path: '/api/x', ids: [3, '7'] },
      { message: 'm', errorDefinition: 'CONFLICT', path: '/api/x', ids: undefined },
    ],
  ])('%j gives %j', (given, expected) => {
    expect(errorBodyFields(given)).toEqual(expected);
  });
});
