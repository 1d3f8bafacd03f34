import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Button } from '../../Button/Button';
import { AlertIcon, ChevronDownIcon } from '../../icons';
import { joinClassName } from '../../utils/className';
import {
  actions as actionsClass,
  buttons,
  error as errorClass,
  errorIcon,
  fields,
  group,
  groupFields,
  legend,
  more,
  moreButton,
  moreIcon,
  morePanel,
  searchForm,
} from './SearchForm.css';

/** The buttons' words (the specs name neither). */
export const SEARCH_FORM_LABELS = {
  search: 'Search',
  reset: 'Reset',
  moreFilters: 'More filters',
} as const;

/** 'More filters', or with fields set in it 'More filters (2 set)'. */
export function moreFiltersLabel(label: string, setCount: number): string {
  return setCount > 0 ? `${label} (${setCount} set)` : label;
}

export interface SearchFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onReset' | 'children' | 'role'
> {
  /** The search landmark's name, e.g. 'Usage search'. */
  'aria-label': string;
  /** The fields, each labelled and with a `name` (so `invalidField` can find it). */
  children: ReactNode;
  /**
   * Fields used less often, behind a 'More filters' disclosure: its button follows Search,
   * Reset and the actions, and its panel opens below them (each field labelled
   * and with a `name`, as the others). It is open at first when `moreSetCount` is above 0, opens
   * when that count rises from 0 (a new search in the URL) and when `invalidField` is one of
   * these fields (so the focus can reach it).
   */
  moreFields?: ReactNode;
  /** How many of `moreFields` hold a value: the button says 'More filters (2 set)'. */
  moreSetCount?: number;
  /** Search was pressed, or Enter was pressed in a text field. */
  onSearch: () => void;
  /** Reset was pressed: the caller empties its fields. */
  onReset?: () => void;
  /** Why the last search was refused; shown next to the buttons with `role="alert"`. */
  error?: ReactNode;
  /**
   * The `name` (or `data-field`) of the field the error is about: it gets the focus after a
   * search is refused (for a select, its button).
   */
  invalidField?: string | null;
  /** A search is running: the Search button shows a spinner and cannot be pressed again. */
  isPending?: boolean;
  /**
   * Searching is not possible now (for example its store is off): the Search button is
   * disabled and Enter in a field searches nothing; say why beside the form.
   */
  isSearchDisabled?: boolean;
  /** More buttons after Search and Reset (for example an export). */
  actions?: ReactNode;
  /** Other words for the buttons. */
  labels?: Partial<Record<keyof typeof SEARCH_FORM_LABELS, string>>;
  ref?: Ref<HTMLFormElement>;
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

function canFocus(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(FOCUSABLE)) return false;
  if (element.matches(':disabled, [type="hidden"]') || element.tabIndex < 0) return false;
  return element.closest('[aria-hidden="true"], [hidden], [inert]') === null;
}

/**
 * The field named `name`: the element itself when it can take the focus, else the first
 * focusable element around it (a react-aria Select names its hidden native select; its button
 * is next to it).
 */
export function findSearchField(form: HTMLElement, name: string): HTMLElement | null {
  const escaped = CSS.escape(name);
  const named = form.querySelector(`[data-field="${escaped}"], [name="${escaped}"]`);
  if (!named) return null;
  if (canFocus(named)) return named;
  let scope: Element | null = named;
  while (scope && scope !== form.parentElement) {
    const target = Array.from(scope.querySelectorAll(FOCUSABLE)).find(canFocus);
    if (target) return target;
    scope = scope.parentElement;
  }
  return null;
}

/**
 * The frame of a search tab's filters: a `<form role="search">` with a grid of labelled fields
 * (`children`; group them with `SearchFieldGroup`), a Search submit button (Enter in a text field
 * submits too), Reset, and an error next to the buttons (`role="alert"`). After a refused
 * search the field named by `invalidField` gets the focus. The form does not validate: the
 * caller's rule decides and passes `error` and `invalidField` back.
 */
export function SearchForm({
  children,
  onSearch,
  onReset,
  error,
  invalidField,
  isPending = false,
  isSearchDisabled = false,
  actions,
  labels,
  moreFields,
  moreSetCount = 0,
  className,
  ref,
  ...props
}: SearchFormProps) {
  const words = { ...SEARCH_FORM_LABELS, ...labels };
  const formRef = useRef<HTMLFormElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const [submits, setSubmits] = useState(0);
  const [moreOpen, setMoreOpen] = useState(moreSetCount > 0);
  const anySet = moreSetCount > 0;
  const [wasSet, setWasSet] = useState(anySet);
  // Fields of the more filters set from outside (a search in the URL): they show.
  if (wasSet !== anySet) {
    setWasSet(anySet);
    if (anySet) setMoreOpen(true);
  }
  const [focusAfterOpen, setFocusAfterOpen] = useState<string | null>(null);

  // After each submit (and when the field in error changes) the field in error takes the focus;
  // one of the more filters opens them first.
  useEffect(() => {
    if (!invalidField || !formRef.current) return;
    const inPanel = panelRef.current?.querySelector(
      `[data-field="${CSS.escape(invalidField)}"], [name="${CSS.escape(invalidField)}"]`,
    );
    if (inPanel && !moreOpen) {
      setMoreOpen(true);
      setFocusAfterOpen(invalidField);
      return;
    }
    findSearchField(formRef.current, invalidField)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new refusal moves the focus
  }, [submits, invalidField]);
  useEffect(() => {
    if (!focusAfterOpen || !moreOpen || !formRef.current) return;
    setFocusAfterOpen(null);
    findSearchField(formRef.current, focusAfterOpen)?.focus();
  }, [focusAfterOpen, moreOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || isSearchDisabled) return;
    setSubmits((n) => n + 1);
    onSearch();
  };

  const setRef = (node: HTMLFormElement | null) => {
    formRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  // Search, Reset, the actions, then 'More filters' (its panel opens below the row), the error.
  const buttonRow = (trigger: ReactNode) => (
    <div className={buttons}>
      <Button type="submit" variant="primary" isPending={isPending} isDisabled={isSearchDisabled}>
        {words.search}
      </Button>
      <Button type="button" variant="secondary" onPress={onReset} isDisabled={!onReset}>
        {words.reset}
      </Button>
      {actions ? <div className={actionsClass}>{actions}</div> : null}
      {trigger}
      <div role="alert" className={errorClass}>
        {error ? (
          <>
            <AlertIcon className={errorIcon} />
            <span>{error}</span>
          </>
        ) : null}
      </div>
    </div>
  );

  return (
    <form
      {...props}
      ref={setRef}
      role="search"
      noValidate
      onSubmit={submit}
      className={joinClassName(searchForm, className)}
    >
      <div className={fields}>{children}</div>
      {moreFields ? (
        <Disclosure isExpanded={moreOpen} onExpandedChange={setMoreOpen} className={more}>
          {buttonRow(
            <AriaButton slot="trigger" className={moreButton}>
              <ChevronDownIcon className={moreIcon} aria-hidden="true" />
              {moreFiltersLabel(words.moreFilters, moreSetCount)}
            </AriaButton>,
          )}
          <DisclosurePanel ref={panelRef} className={morePanel}>
            <div className={fields}>{moreFields}</div>
          </DisclosurePanel>
        </Disclosure>
      ) : (
        buttonRow(null)
      )}
    </form>
  );
}

export interface SearchFieldGroupProps {
  /** The group's name (a fieldset legend). */
  legend: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A named group of fields inside a `SearchForm`: a fieldset across the whole grid. */
export function SearchFieldGroup({ legend: title, children, className }: SearchFieldGroupProps) {
  return (
    <fieldset className={joinClassName(group, className)}>
      <legend className={legend}>{title}</legend>
      <div className={groupFields}>{children}</div>
    </fieldset>
  );
}
