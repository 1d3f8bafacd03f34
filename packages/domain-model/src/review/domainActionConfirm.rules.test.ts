import { describe, expect, it } from 'vitest';
import {
  decideDomainActionConfirm,
  DOMAIN_ACTION_CONFIRMS,
  type DomainActionConfirm,
} from './domainActionConfirm.rules';
import { DOMAIN_ACTIONS, type DomainAction } from './domainFlow';

const CHANGE = 'Are you sure that you want to change your domain?';

describe('which domain action asks before it runs (001 §4.5)', () => {
  it.each<[DomainAction, DomainActionConfirm]>([
    ['save', { kind: 'none' }],
    ['approve', { kind: 'confirm', message: CHANGE, tone: 'primary' }],
    ['submitForReview', { kind: 'confirm', message: CHANGE, tone: 'primary' }],
    ['hold', { kind: 'confirm', message: CHANGE, tone: 'primary' }],
    ['legalCase', { kind: 'confirm', message: CHANGE, tone: 'primary' }],
    ['returnForQc', { kind: 'confirm', message: CHANGE, tone: 'primary' }],
    ['returnForReview', { kind: 'confirm', message: CHANGE, tone: 'primary' }],
    [
      'submitAsComment',
      { kind: 'confirm', message: 'Are you sure you want to submit comment', tone: 'primary' },
    ],
    ['park', { kind: 'parkDialog' }],
    [
      'blacklistAdd',
      {
        kind: 'confirm',
        message: 'Would you like to add shop.example to the blacklist?',
        tone: 'danger',
      },
    ],
    [
      'blacklistRemove',
      {
        kind: 'confirm',
        message: 'Would you like to remove shop.example from the blacklist?',
        tone: 'primary',
      },
    ],
  ])('%s: %j', (action, expected) => {
    expect(decideDomainActionConfirm(action, 'shop.example')).toEqual(expected);
  });

  it('has a row for every domain action, and only save runs without asking', () => {
    expect(Object.keys(DOMAIN_ACTION_CONFIRMS).sort()).toEqual([...DOMAIN_ACTIONS].sort());
    expect(DOMAIN_ACTIONS.filter((action) => DOMAIN_ACTION_CONFIRMS[action] === 'none')).toEqual([
      'save',
    ]);
  });

  it('asks Yes-first (Enter confirms) for every action that leaves the domain', () => {
    for (const action of DOMAIN_ACTIONS) {
      const decision = decideDomainActionConfirm(action, 'shop.example');
      if (decision.kind === 'confirm' && action !== 'blacklistAdd')
        expect(decision.tone, action).toBe('primary');
    }
  });
});
