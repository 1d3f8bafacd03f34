import {
  FILTER_FIELD_SPECS,
  filterFieldsFor,
  isFilterField,
  type FilterField,
  type WorkQueueType,
} from './filterFields';
import {
  defaultOperatorFor,
  operatorArity,
  type FilterOperator,
  type FilterOperatorArity,
} from './filterOperators';
import {
  addFilterNode,
  countFilterConditions,
  filterCondition,
  filterGroup,
  filterNodeAt,
  removeFilterNode,
  type FilterCondition,
  type FilterGroup,
  type FilterPath,
} from './filterTree';
import { FILTER_MAX_CONDITIONS, FILTER_MAX_DEPTH } from './filterValidation.rules';

/**
 * The filter builder's edits (spec 002 §7): what a new condition starts as, what a condition
 * keeps when its field or operator changes, adding a condition or a group to a group and
 * removing a node (each answering where the person goes next), and which limits stop an add.
 * Built on the immutable tree helpers of filterTree.ts; no edit here validates the values
 * (`validateFilter` does).
 */

/** A change to a condition, for `updateFilterCondition`. */
export type FilterConditionPatch = Partial<Omit<FilterCondition, 'kind'>>;

/** An edit's next tree and the node it leads to (the new condition, the node before a removed one). */
export interface FilterEdit {
  tree: FilterGroup;
  path: FilterPath;
}

/** Whether two paths lead to the same node. */
export const sameFilterPath = (a: FilterPath, b: FilterPath): boolean =>
  a.length === b.length && a.every((index, i) => index === b[i]);

/**
 * The values an operator starts with: as many as it takes. One value keeps the first non-empty
 * value; two keep the first two as they were; a list keeps the non-empty values; none keeps none.
 */
export function filterValuesFor(arity: FilterOperatorArity, previous: readonly string[]): string[] {
  const kept = previous.filter((value) => value !== '');
  switch (arity) {
    case 'none':
      return [];
    case 'one':
      return [kept[0] ?? ''];
    case 'two':
      return [previous[0] ?? '', previous[1] ?? ''];
    case 'list':
      return kept;
  }
}

/** A new condition: the first field offered for the queue type, its type's default operator, empty values. */
export function newFilterCondition(queueType: WorkQueueType): FilterCondition {
  const field = filterFieldsFor(queueType)[0] ?? 'ID';
  const operator = defaultOperatorFor(FILTER_FIELD_SPECS[field].type);
  return filterCondition(field, operator, filterValuesFor(operatorArity(operator), []));
}

/**
 * The change when a condition's field changes: the same type keeps the operator and the values
 * (not status values of another list); another type resets the operator to its default and
 * clears the values.
 */
export function filterFieldChange(
  condition: FilterCondition,
  field: FilterField,
): FilterConditionPatch {
  const was = isFilterField(condition.field) ? FILTER_FIELD_SPECS[condition.field] : undefined;
  const next = FILTER_FIELD_SPECS[field];
  if (was && was.type === next.type) {
    const sameList = (was.statuses ?? []).join() === (next.statuses ?? []).join();
    return sameList
      ? { field }
      : { field, values: filterValuesFor(operatorArity(condition.operator), []) };
  }
  const operator = defaultOperatorFor(next.type);
  return { field, operator, values: filterValuesFor(operatorArity(operator), []) };
}

/** The change when a condition's operator changes: the values it can keep (`filterValuesFor`). */
export function filterOperatorChange(
  condition: FilterCondition,
  operator: FilterOperator,
): FilterConditionPatch {
  return { operator, values: filterValuesFor(operatorArity(operator), condition.values) };
}

/** How many children the group at `groupPath` has (throws when there is no group there). */
function childCount(tree: FilterGroup, groupPath: FilterPath): number {
  const group = filterNodeAt(tree, groupPath);
  if (group?.kind !== 'group') {
    throw new RangeError(`No group at filter path [${groupPath.join(', ')}]`);
  }
  return group.children.length;
}

/** A new condition (`newFilterCondition`) at the end of the group at `groupPath`; the path is the condition's. */
export function addNewFilterCondition(
  tree: FilterGroup,
  groupPath: FilterPath,
  queueType: WorkQueueType,
): FilterEdit {
  const index = childCount(tree, groupPath);
  return {
    tree: addFilterNode(tree, groupPath, newFilterCondition(queueType)),
    path: [...groupPath, index],
  };
}

/**
 * A new AND group holding one new condition, at the end of the group at `groupPath`; the path
 * is the new group's condition.
 */
export function addNewFilterGroup(
  tree: FilterGroup,
  groupPath: FilterPath,
  queueType: WorkQueueType,
): FilterEdit {
  const index = childCount(tree, groupPath);
  return {
    tree: addFilterNode(tree, groupPath, filterGroup('AND', [newFilterCondition(queueType)])),
    path: [...groupPath, index, 0],
  };
}

/** A node removed, and where to go next: the node before it, else (it was first) its group. */
export interface FilterRemoval extends FilterEdit {
  /** `previous`: the path is the removed node's previous sibling; `group`: its parent group. */
  to: 'previous' | 'group';
}

/** The tree without the node at `path` (not the root), and the node before it or its group. */
export function removeFilterNodeAt(tree: FilterGroup, path: FilterPath): FilterRemoval {
  const next = removeFilterNode(tree, path);
  const parent = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return index > 0
    ? { tree: next, path: [...parent, index - 1], to: 'previous' }
    : { tree: next, path: parent, to: 'group' };
}

/** Which limits stop adding to the group at `groupPath`. */
export interface FilterAddLimits {
  /** The tree holds `FILTER_MAX_CONDITIONS` conditions: no condition (nor group) can be added. */
  atConditionLimit: boolean;
  /** A group added here would be deeper than `FILTER_MAX_DEPTH` levels (the root is level 1). */
  atDepthLimit: boolean;
}

export function filterAddLimits(tree: FilterGroup, groupPath: FilterPath): FilterAddLimits {
  return {
    atConditionLimit: countFilterConditions(tree) >= FILTER_MAX_CONDITIONS,
    // The group is at level groupPath.length + 1; a child group one deeper.
    atDepthLimit: groupPath.length + 1 >= FILTER_MAX_DEPTH,
  };
}
