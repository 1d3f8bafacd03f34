import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { lightTheme } from '../theme';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders a div by default, children in order, Tab following them', async () => {
    const screen = await render(
      <Stack>
        <Button>First</Button>
        <Button>Second</Button>
      </Stack>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    expect(first.element().parentElement!.tagName).toBe('DIV');
    await userEvent.keyboard('{Tab}');
    await expect.element(first).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('renders the semantic element asked for', async () => {
    const screen = await render(
      <>
        <Stack elementType="ul" aria-label="Sightings">
          <li>One</li>
          <li>Two</li>
        </Stack>
        <Stack elementType="ol" aria-label="Steps">
          <li>First</li>
        </Stack>
        <Stack elementType="section" aria-label="Details">
          <p>Text</p>
        </Stack>
        <Stack elementType="nav" aria-label="Pages">
          <a href="#one">One</a>
        </Stack>
      </>,
    );
    const list = screen.getByRole('list', { name: 'Sightings' });
    expect(list.getByRole('listitem').elements()).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Steps' }).element().tagName).toBe('OL');
    await expect.element(screen.getByRole('region', { name: 'Details' })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  });

  it('passes attributes, the ref and the caller class through', async () => {
    const ref = createRef<HTMLElement>();
    const screen = await render(
      <Stack
        elementType="section"
        aria-label="Panel"
        id="panel"
        data-testid="stack"
        className="extra"
        ref={ref}
      >
        <p>Text</p>
      </Stack>,
    );
    const section = screen.getByRole('region', { name: 'Panel' }).element();
    expect(section.id).toBe('panel');
    expect(section.getAttribute('data-testid')).toBe('stack');
    expect(section.className).toContain('extra');
    expect(section.className.split(' ').length).toBeGreaterThan(1);
    expect(ref.current).toBe(section);
  });

  it('lays children out in a column, a theme space apart, and aligns them', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Stack elementType="ul" aria-label="Default">
          <li>a</li>
        </Stack>
        <Stack elementType="ul" aria-label="Large" gap="xl" align="center" justify="between">
          <li>b</li>
        </Stack>
      </div>,
    );
    const plain = getComputedStyle(screen.getByRole('list', { name: 'Default' }).element());
    expect(plain.display).toBe('flex');
    expect(plain.flexDirection).toBe('column');
    expect(plain.rowGap).toBe('12px');
    expect(plain.alignItems).toBe('normal');
    expect(plain.listStyleType).toBe('none');
    const large = getComputedStyle(screen.getByRole('list', { name: 'Large' }).element());
    expect(large.rowGap).toBe('24px');
    expect(large.alignItems).toBe('center');
    expect(large.justifyContent).toBe('space-between');
  });
});
