import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { withClassName } from '../utils/className';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

export type TabsProps = AriaTabsProps;

/**
 * Tabs on react-aria's `Tabs`: arrow keys move between tabs (Left/Right, or Up/Down when
 * vertical), Home and End jump to the ends. Holds a `TabList` and one `TabPanel` per tab.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClassName(tabs, className)} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs; give it an `aria-label` naming what the tabs switch between. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClassName(tabList, className)} />;
}

export type TabProps = AriaTabProps;

/** One tab; its `id` matches the `id` of its `TabPanel`. Selected: bold and underlined. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClassName(tab, className)} />;
}

export type TabPanelProps = AriaTabPanelProps;

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClassName(tabPanel, className)} />;
}
