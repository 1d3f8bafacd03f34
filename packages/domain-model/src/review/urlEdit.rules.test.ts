import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { decideUrlSave, unsavedAfterUrlEdit, validateUrlEdit } from './urlEdit.rules';

const USAGE = 'https://shop.example/page?x=1';
const IMAGE = 'http://cdn.example/pic.jpg';

describe('the URL edit of an image row (001 §5)', () => {
  it.each([
    // usageUrl, imageUrl, fields at fault
    [USAGE, IMAGE, []],
    ['', IMAGE, ['usageUrl']],
    [USAGE, '', ['imageUrl']],
    [null, undefined, ['usageUrl', 'imageUrl']],
    ['   ', IMAGE, ['usageUrl']],
    ['shop.example/page', IMAGE, ['usageUrl']],
    [USAGE, 'ftp://cdn.example/pic.jpg', ['imageUrl']],
    ['javascript:alert(1)', IMAGE, ['usageUrl']],
    [USAGE, 'data:image/png;base64,AAAA', ['imageUrl']],
    [USAGE, '//cdn.example/pic.jpg', ['imageUrl']],
    ['https://', IMAGE, ['usageUrl']],
    ['https://shop.example/a\tb', IMAGE, ['usageUrl']],
    [`  ${USAGE}\n`, ` ${IMAGE} `, []],
  ])('usage %j, image %j: fields at fault %j', (usageUrl, imageUrl, fields) => {
    const check = validateUrlEdit({ usageUrl, imageUrl });
    if (fields.length === 0) {
      expect(check).toEqual({ kind: 'valid', usageUrl: USAGE, imageUrl: IMAGE });
    } else {
      expect(check).toEqual({ kind: 'invalid', message: 'Invalid values!', fields });
      expect(TEXTS.review.invalidUrlValues).toBe('Invalid values!');
    }
  });

  it('sends the trimmed URLs with the row id in the update_image_url body', () => {
    expect(
      decideUrlSave(
        42,
        { usageUrl: ` ${USAGE}`, imageUrl: IMAGE },
        { usageUrl: 'https://old.example', imageUrl: IMAGE },
      ),
    ).toEqual({
      kind: 'send',
      body: { id: 42, updatedImageUrl: IMAGE, updatedUsageUrl: USAGE },
    });
  });

  it('leaves the edit mode without a call when nothing changed', () => {
    expect(
      decideUrlSave(
        42,
        { usageUrl: `${USAGE} `, imageUrl: IMAGE },
        { usageUrl: USAGE, imageUrl: IMAGE },
      ),
    ).toEqual({ kind: 'unchanged' });
  });

  it('refuses an invalid draft even when the saved value was invalid too', () => {
    expect(
      decideUrlSave(42, { usageUrl: '', imageUrl: IMAGE }, { usageUrl: '', imageUrl: IMAGE }),
    ).toEqual({
      kind: 'invalid',
      message: 'Invalid values!',
      fields: ['usageUrl'],
    });
  });
});

describe('the unsaved flag after a URL edit ends (001 §4.1)', () => {
  it.each([
    // other rows in edit, unsaved before the edit, unsaved after
    [0, false, false],
    [0, true, true],
    [1, false, true],
    [2, true, true],
  ])('%i other rows in edit, unsaved before %s: unsaved %s', (others, before, after) => {
    expect(unsavedAfterUrlEdit({ otherRowsInEdit: others, unsavedBeforeEdit: before })).toBe(after);
  });
});
