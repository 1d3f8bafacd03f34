import { describe, expect, it } from 'vitest';
import {
  compareActionForKey,
  IMAGE_COMPARE_SHORTCUTS,
  shortcutsFor,
  SWIPE_KEY_STEP,
  type CompareAction,
  type CompareMode,
  type KeyInput,
} from './shortcuts';
import { PAN_STEP } from './zoom';

describe('compareActionForKey', () => {
  const cases: [
    name: string,
    input: KeyInput,
    mode: CompareMode,
    canDecide: boolean,
    expected: CompareAction | null,
  ][] = [
    ['+ zooms in', { key: '+', shiftKey: true }, 'side-by-side', false, zoomIn()],
    ['= zooms in', { key: '=' }, 'swipe', false, zoomIn()],
    ['- zooms out', { key: '-' }, 'blink', false, { type: 'zoom', direction: 'out' }],
    ['0 resets', { key: '0' }, 'side-by-side', false, { type: 'reset' }],
    ['Ctrl+0 is the browser’s', { key: '0', ctrlKey: true }, 'side-by-side', false, null],
    ['Ctrl++ is the browser’s', { key: '+', ctrlKey: true }, 'side-by-side', false, null],
    ['Meta+- is the browser’s', { key: '-', metaKey: true }, 'side-by-side', false, null],
    ['1 → side by side', { key: '1' }, 'blink', false, mode('side-by-side')],
    ['2 → swipe', { key: '2' }, 'side-by-side', false, mode('swipe')],
    ['3 → blink', { key: '3' }, 'swipe', false, mode('blink')],
    ['4 does nothing', { key: '4' }, 'swipe', false, null],
    ['Left pans', { key: 'ArrowLeft' }, 'side-by-side', false, pan(PAN_STEP, 0)],
    ['Right pans', { key: 'ArrowRight' }, 'swipe', false, pan(-PAN_STEP, 0)],
    ['Up pans', { key: 'ArrowUp' }, 'blink', false, pan(0, PAN_STEP)],
    ['Down pans', { key: 'ArrowDown' }, 'side-by-side', false, pan(0, -PAN_STEP)],
    ['Shift+Right in swipe', { key: 'ArrowRight', shiftKey: true }, 'swipe', false, swipe(1)],
    ['Shift+Left in swipe', { key: 'ArrowLeft', shiftKey: true }, 'swipe', false, swipe(-1)],
    ['Shift+Up in swipe', { key: 'ArrowUp', shiftKey: true }, 'swipe', false, null],
    ['Shift+Left elsewhere', { key: 'ArrowLeft', shiftKey: true }, 'side-by-side', false, null],
    ['Space in blink', { key: ' ' }, 'blink', false, { type: 'blink' }],
    ['Space elsewhere', { key: ' ' }, 'swipe', false, null],
    ['i marks identical', { key: 'i' }, 'side-by-side', true, decide('IDENTICAL')],
    ['I marks identical', { key: 'I', shiftKey: true }, 'swipe', true, decide('IDENTICAL')],
    ['n marks not identical', { key: 'n' }, 'blink', true, decide('NOT_IDENTICAL')],
    ['i without decisions', { key: 'i' }, 'side-by-side', false, null],
    ['n without decisions', { key: 'n' }, 'side-by-side', false, null],
    ['Alt+i is not ours', { key: 'i', altKey: true }, 'side-by-side', true, null],
    ['Escape is the dialog’s', { key: 'Escape' }, 'side-by-side', true, null],
    ['Tab is the browser’s', { key: 'Tab' }, 'side-by-side', true, null],
  ];

  it.each(cases)('%s', (_name, input, currentMode, canDecide, expected) => {
    expect(compareActionForKey(input, { mode: currentMode, canDecide })).toEqual(expected);
  });

  it.each<[string, KeyInput, boolean, CompareAction | null]>([
    ['Page Up: the previous pair', { key: 'PageUp' }, true, { type: 'move', step: -1 }],
    ['[: the previous pair', { key: '[' }, true, { type: 'move', step: -1 }],
    ['Page Down: the next pair', { key: 'PageDown' }, true, { type: 'move', step: 1 }],
    [']: the next pair', { key: ']' }, true, { type: 'move', step: 1 }],
    ['Page Down without pairs to move to', { key: 'PageDown' }, false, null],
    ['Ctrl+Page Down is the browser’s (tabs)', { key: 'PageDown', ctrlKey: true }, true, null],
  ])('%s', (_name, input, canNavigate, expected) => {
    expect(compareActionForKey(input, { mode: 'swipe', canDecide: true, canNavigate })).toEqual(
      expected,
    );
  });
});

describe('shortcutsFor', () => {
  const cases: [canDecide: boolean, canClose: boolean, keys: string[]][] = [
    [
      false,
      false,
      ['+ / =', '-', '0 (zero)', 'Arrow keys', '1 / 2 / 3', 'Shift + Left / Right', 'Space'],
    ],
    [
      true,
      false,
      [
        '+ / =',
        '-',
        '0 (zero)',
        'Arrow keys',
        '1 / 2 / 3',
        'Shift + Left / Right',
        'Space',
        'I',
        'N',
      ],
    ],
    [
      true,
      true,
      IMAGE_COMPARE_SHORTCUTS.filter((shortcut) => shortcut.only !== 'navigate').map(
        (shortcut) => shortcut.keys,
      ),
    ],
    [
      false,
      true,
      [
        '+ / =',
        '-',
        '0 (zero)',
        'Arrow keys',
        '1 / 2 / 3',
        'Shift + Left / Right',
        'Space',
        'Escape',
      ],
    ],
  ];
  it.each(cases)('decide %s, close %s', (canDecide, canClose, keys) => {
    expect(shortcutsFor({ canDecide, canClose }).map((shortcut) => shortcut.keys)).toEqual(keys);
  });

  it('lists every shortcut for a view that decides, closes and moves between pairs', () => {
    expect(shortcutsFor({ canDecide: true, canClose: true, canNavigate: true })).toEqual(
      IMAGE_COMPARE_SHORTCUTS,
    );
  });
});

function zoomIn(): CompareAction {
  return { type: 'zoom', direction: 'in' };
}
function mode(to: CompareMode): CompareAction {
  return { type: 'mode', mode: to };
}
function pan(dx: number, dy: number): CompareAction {
  return { type: 'pan', dx, dy };
}
function swipe(sign: 1 | -1): CompareAction {
  return { type: 'swipe', delta: sign * SWIPE_KEY_STEP };
}
function decide(decision: 'IDENTICAL' | 'NOT_IDENTICAL'): CompareAction {
  return { type: 'decide', decision };
}
