import type { FilterGroup, FilterProblem, WorkQueueType } from '@sightings/domain-model';
import { useEffect, useId, useRef } from 'react';
import * as css from './FilterBuilder.css';
import { FILTER_BUILDER_LABELS } from './filterBuilderLabels';
import { keyOf, type FocusRequest, type Shared } from './filterBuilderShared';
import { FilterGroupEditor } from './FilterGroupEditor';

export { FILTER_BUILDER_LABELS } from './filterBuilderLabels';

export interface FilterBuilderProps {
  /** The filter tree (domain-model `FilterGroup`); the widget never mutates it. */
  value: FilterGroup;
  /** The next tree, built with the domain-model helpers (addFilterNode, removeFilterNode, updateFilterCondition, setFilterJoin, …). */
  onChange: (next: FilterGroup) => void;
  /** Which fields, operators and status lists apply (domain-model WorkQueueType). */
  queueType: WorkQueueType;
  /** Problems to show, each next to the node at its path (domain-model validateFilter's FilterProblem[]); the widget does not validate by itself. */
  problems?: readonly FilterProblem[];
  /** The accessible name of the whole builder; default 'Filter'. */
  label?: string;
  isDisabled?: boolean;
}

/**
 * The work queues' filter builder (spec 002 §7): the root group's join (AND / OR), its
 * conditions and nested groups (indented, each with its own join), per condition a field
 * (a combo box: type to filter the fields), an operator of the field's type and a value editor
 * by the operator's arity and the field's type; Add condition, Add group and Remove buttons.
 *
 * Everything offered comes from domain-model (`filterFieldsFor`, `operatorsForType`, the status
 * lists), every change is a domain-model tree edit (filterTree.ts, filterTreeEdits.ts), and the
 * limits (`FILTER_MAX_DEPTH`, `FILTER_MAX_CONDITIONS`) disable the add buttons with the reason
 * shown. Focus moves to the new condition's field after an add, and to the previous sibling (or
 * the group's Add condition) after a remove. `problems` show under their node; the node's
 * controls are marked invalid and described by the problem text.
 *
 * The editors: `FilterGroupEditor` (a group, the root too), `FilterConditionEditor` (a
 * condition), `FilterValueEditor` (its values).
 */
export function FilterBuilder({
  value,
  onChange,
  queueType,
  problems = [],
  label = FILTER_BUILDER_LABELS.filter,
  isDisabled = false,
}: FilterBuilderProps) {
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // A ref, not state: the request waits for the owner's next render, which the change causes.
  const pendingFocus = useRef<FocusRequest | null>(null);

  // After the owner renders the next tree, move focus as asked (once the node is there).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus || !rootRef.current) return;
    const node = rootRef.current.querySelector<HTMLElement>(`[data-node="${keyOf(focus.path)}"]`);
    if (!node) return;
    const target =
      focus.target === 'addCondition'
        ? node.querySelector<HTMLElement>(`[data-add-condition="${keyOf(focus.path)}"]`)
        : node.querySelector<HTMLElement>(
            'input:not([disabled]), button:not([disabled]), [tabindex="0"]',
          );
    if (target) {
      target.focus();
      pendingFocus.current = null;
    }
  });

  const shared: Shared = {
    queueType,
    problems,
    isDisabled,
    baseId,
    root: value,
    change: (next, request) => {
      if (request) pendingFocus.current = request;
      onChange(next);
    },
  };

  return (
    <div ref={rootRef} role="group" aria-label={label} className={css.builder}>
      <FilterGroupEditor group={value} path={[]} shared={shared} />
    </div>
  );
}
