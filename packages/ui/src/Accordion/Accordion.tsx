import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons';
import { withClassName } from '../utils/className';
import { accordion, chevron, heading, item, panel, panelContent, trigger } from './Accordion.css';

/**
 * Inside a `DisclosureGroup` react-aria ignores an item's own `defaultExpanded`; the Accordion
 * keeps the uncontrolled expanded keys itself so that its items can still ask to start open.
 */
const ExpandByDefaultContext = createContext<((key: Key) => void) | null>(null);

export type AccordionProps = DisclosureGroupProps;

/**
 * A group of collapsible sections on react-aria's `DisclosureGroup`. One section is open at a
 * time unless `allowsMultipleExpanded`. `expandedKeys`/`defaultExpandedKeys` take the items'
 * ids; an item's `defaultExpanded` works too while `expandedKeys` is not controlled.
 */
export function Accordion({
  className,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  allowsMultipleExpanded,
  ...props
}: AccordionProps) {
  const [ownKeys, setOwnKeys] = useState<Set<Key>>(() => new Set(defaultExpandedKeys ?? []));
  const isControlled = expandedKeys !== undefined;
  const handleExpandedChange = useCallback(
    (keys: Set<Key>) => {
      setOwnKeys(keys);
      onExpandedChange?.(keys);
    },
    [onExpandedChange],
  );
  const expandByDefault = useCallback(
    (key: Key) =>
      setOwnKeys((keys) =>
        keys.has(key) ? keys : new Set(allowsMultipleExpanded ? [...keys, key] : [key]),
      ),
    [allowsMultipleExpanded],
  );
  const register = useMemo(
    () => (isControlled ? null : expandByDefault),
    [isControlled, expandByDefault],
  );
  return (
    <ExpandByDefaultContext.Provider value={register}>
      <DisclosureGroup
        {...props}
        allowsMultipleExpanded={allowsMultipleExpanded}
        expandedKeys={isControlled ? expandedKeys : ownKeys}
        onExpandedChange={handleExpandedChange}
        className={withClassName(accordion, className)}
      />
    </ExpandByDefaultContext.Provider>
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children'> {
  /** The text of the trigger button, inside a heading. */
  title: ReactNode;
  /** The content shown while the item is expanded. */
  children: ReactNode;
  /** The level of the heading that holds the trigger (default 3). */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * One section of an `Accordion` on react-aria's `Disclosure`: a heading with a trigger button
 * (Enter or Space toggles it) and a panel. The chevron turns when the item is expanded.
 */
export function AccordionItem({
  title,
  children,
  headingLevel = 3,
  id,
  defaultExpanded,
  className,
  ...props
}: AccordionItemProps) {
  const generatedId = useId();
  const key = id ?? generatedId;
  const expandByDefault = useContext(ExpandByDefaultContext);
  useLayoutEffect(() => {
    if (defaultExpanded) expandByDefault?.(key);
    // Only on mount: it is a default.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Disclosure
      {...props}
      id={key}
      defaultExpanded={defaultExpanded}
      className={withClassName(item, className)}
    >
      <Heading level={headingLevel} className={heading}>
        <AriaButton slot="trigger" className={trigger}>
          <ChevronDownIcon className={chevron} />
          {title}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={panel}>
        <div className={panelContent}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
