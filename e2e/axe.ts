import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe-core in the page and returns the serious and critical violations. react-aria's
 * visually hidden live announcer is left out: for a few seconds after a pending button is
 * announced it holds a node labelled by that button, which is dangling once the button is gone
 * (the sign-in button, after signing in). It is not content a user reaches.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // The settled page: a screen still loading is dimmed and inert under its overlay (on purpose),
  // its fade back in is a CSS transition, and a dialog fades and slides in by a CSS animation
  // (mid-way its text is pale, which axe would report as low contrast). Endless animations (a
  // spinner elsewhere) do not hold this up.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            (!(animation instanceof CSSTransition) &&
              animation.effect?.getTiming().iterations === Infinity),
        ),
  );
  // Evaluated through the DevTools protocol: the console's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run({ exclude: [['[data-live-announcer]']] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 300) })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
