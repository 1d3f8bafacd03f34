import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ExitIcon } from '../icons';
import { joinClassName } from '../utils/className';
import {
  bar,
  brand as brandStyle,
  exit,
  link,
  list,
  nav,
  user,
  userName as userNameStyle,
} from './NavigationBar.css';

export interface NavigationBarItem {
  /** The visible text of the entry. */
  label: string;
  /** Where it leads; a `RouterProvider` around the app turns it into client-side routing. */
  href: string;
  /** The entry of the page being shown: `aria-current="page"`, bold and underlined. */
  isCurrent?: boolean;
}

export interface NavigationBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The menu entries, left to right. */
  items: NavigationBarItem[];
  /** The signed-in person's name, shown at the right. */
  userName?: string;
  /** Called when the exit button is pressed. */
  onExit?: () => void;
  /** The text of the exit button (default 'Exit'). */
  exitLabel?: string;
  /** A logo or product name at the left. */
  brand?: ReactNode;
  /** The name of the navigation landmark (default 'Main'). */
  'aria-label'?: string;
}

/**
 * The dark top bar: a `header` with an optional brand, a `nav` of react-aria `Link`s (so the
 * app's `RouterProvider` routes them) and, at the right, the user's name and an exit button.
 */
export function NavigationBar({
  items,
  userName,
  onExit,
  exitLabel = 'Exit',
  brand,
  'aria-label': ariaLabel = 'Main',
  className,
  ...props
}: NavigationBarProps) {
  return (
    <header {...props} className={joinClassName(bar, className)}>
      {brand ? <div className={brandStyle}>{brand}</div> : null}
      <nav aria-label={ariaLabel} className={nav}>
        <ul className={list}>
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={item.isCurrent ? 'page' : undefined}
                className={link}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={user}>
        {userName ? <span className={userNameStyle}>{userName}</span> : null}
        <Button variant="secondary" size="small" className={exit} onPress={onExit}>
          <ExitIcon />
          {exitLabel}
        </Button>
      </div>
    </header>
  );
}
