import axe from 'axe-core';
import {
  allCapabilities,
  capabilitiesOf,
  SPEC_ONLY,
  type ImportKind,
  type wire,
} from '@sightings/domain-model';
import { vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { api } from '../api';
import { renderGuardedPage } from '../testing/guardedPage';
import ImportPage from './ImportPage';

/** What the Import page's component tests share (ImportPage.test.tsx, ImportPageSpecMode.test.tsx). */

/** An answer with 002 §3's fields only, as a server that knows only the specs gives it. */
export const specAnswer = (fields: Partial<wire.ImportSpecResult>): wire.ImportSpecResult => ({
  created: 0,
  existed: 0,
  existedDomains: [],
  notValid: 0,
  notValidDomains: [],
  messages: [],
  ...fields,
});

/** The reference server's whole answer: the spec's fields and ours. */
export const resultOf = (
  kind: ImportKind,
  fields: Partial<wire.ImportResult>,
): wire.ImportResult => ({
  ...specAnswer({}),
  kind,
  dryRun: false,
  read: 0,
  problems: [],
  preview: [],
  ...fields,
});

export const formatOf = (kind: ImportKind): wire.ImportFormat =>
  ({
    kind,
    fields: ['domain'],
    optional: [],
    separator: kind === 'IMAGE_STATUSES' ? ';' : ',',
    format: kind === 'IMAGE_STATUSES' ? ['id;status', '101;PENDING'] : ['domain', 'shop.example'],
    csvExample: ['domain', 'shop.example'],
  }) as never;

/**
 * The server's extensions as the page learns them: `all` (the reference server: the dry run is
 * offered) or `none` (a server that knows only the specs).
 */
export function serverOffers(extensions: 'all' | 'none') {
  vi.spyOn(api, 'capabilities').mockResolvedValue(
    extensions === 'all' ? capabilitiesOf(allCapabilities()) : SPEC_ONLY,
  );
}

export function page() {
  return renderGuardedPage('/import', <ImportPage />);
}

export type Screen = Awaited<ReturnType<typeof page>>;

export async function chooseKind(screen: Screen, label: string) {
  await userEvent.click(screen.getByRole('button', { name: /Item/ }));
  await userEvent.click(screen.getByRole('option', { name: label }));
}

export const textArea = (screen: Screen) => screen.getByRole('textbox', { name: 'Rows to import' });

/** The serious and critical axe violations in the page, as the e2e axe check reports them. */
export async function seriousViolations(screen: Screen) {
  const result = await axe.run(screen.container, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** Focuses a control and presses Enter: the keyboard, no pointer. */
export async function pressEnterOn(locator: ReturnType<Screen['getByRole']>) {
  (locator.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
}
