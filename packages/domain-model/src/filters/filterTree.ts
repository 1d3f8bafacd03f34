import type { FilterField } from './filterFields';
import type { FilterOperator } from './filterOperators';

/**
 * A work queue's filter as a tree (spec 002 §3 "User work queue entry" `query`, §7 the filter
 * builder): conditions (a field, an operator, its values) joined by AND or OR in groups, groups
 * nested in groups. The root is always a group; the empty root means "everything".
 *
 * The helpers are immutable (each returns a new tree, the old one untouched) and address a node
 * by its path: the child indexes from the root (`[]` the root, `[2, 0]` the first child of the
 * root's third child). A path that does not lead to a node is a programming error and throws.
 *
 * A saved query is the tree as versioned JSON (`filterToText`), read back by `filterFromText`,
 * which refuses anything malformed with a message; what the values mean is `validateFilter`'s
 * concern (filterValidation.rules.ts).
 */

export type FilterJoin = 'AND' | 'OR';
export const FILTER_JOINS: readonly FilterJoin[] = ['AND', 'OR'];

export interface FilterCondition {
  kind: 'condition';
  field: FilterField;
  operator: FilterOperator;
  /** The values as the user gave them (numbers and dates as text too); none for null checks. */
  values: string[];
}

export interface FilterGroup {
  kind: 'group';
  join: FilterJoin;
  children: FilterNode[];
}

export type FilterNode = FilterCondition | FilterGroup;

/** A node's place: the child indexes from the root. */
export type FilterPath = readonly number[];

export const emptyFilter = (join: FilterJoin = 'AND'): FilterGroup => ({
  kind: 'group',
  join,
  children: [],
});

export const filterCondition = (
  field: FilterField,
  operator: FilterOperator,
  values: readonly string[] = [],
): FilterCondition => ({ kind: 'condition', field, operator, values: [...values] });

export const filterGroup = (
  join: FilterJoin = 'AND',
  children: readonly FilterNode[] = [],
): FilterGroup => ({ kind: 'group', join, children: [...children] });

/** The node at a path, or undefined. */
export function filterNodeAt(tree: FilterGroup, path: FilterPath): FilterNode | undefined {
  let node: FilterNode = tree;
  for (const index of path) {
    if (node.kind !== 'group') return undefined;
    const child: FilterNode | undefined = node.children[index];
    if (!child) return undefined;
    node = child;
  }
  return node;
}

const badPath = (path: FilterPath, what: string) =>
  new RangeError(`No ${what} at filter path [${path.join(', ')}]`);

/** The tree with the node at `path` replaced by `replace(node)`; parents copied, the rest shared. */
function replaceAt(
  node: FilterNode,
  path: FilterPath,
  depth: number,
  replace: (node: FilterNode) => FilterNode,
): FilterNode {
  if (depth === path.length) return replace(node);
  const index = path[depth]!;
  if (node.kind !== 'group' || !node.children[index]) throw badPath(path, 'node');
  const children = node.children.slice();
  children[index] = replaceAt(node.children[index], path, depth + 1, replace);
  return { ...node, children };
}

const asRoot = (node: FilterNode): FilterGroup => node as FilterGroup;

/** The tree with the node at `path` replaced. The root may only be replaced by a group. */
export function replaceFilterNode(
  tree: FilterGroup,
  path: FilterPath,
  node: FilterNode,
): FilterGroup {
  if (path.length === 0 && node.kind !== 'group') throw new TypeError('The root must be a group');
  return asRoot(replaceAt(tree, path, 0, () => node));
}

/** The tree with `node` added to the group at `groupPath` (at `index`, else at the end). */
export function addFilterNode(
  tree: FilterGroup,
  groupPath: FilterPath,
  node: FilterNode,
  index?: number,
): FilterGroup {
  return asRoot(
    replaceAt(tree, groupPath, 0, (group) => {
      if (group.kind !== 'group') throw badPath(groupPath, 'group');
      const children = group.children.slice();
      const at = index === undefined ? children.length : index;
      if (at < 0 || at > children.length) throw badPath([...groupPath, at], 'place');
      children.splice(at, 0, node);
      return { ...group, children };
    }),
  );
}

/** The tree without the node at `path` (not the root: clear it with `emptyFilter`). */
export function removeFilterNode(tree: FilterGroup, path: FilterPath): FilterGroup {
  if (path.length === 0) throw new RangeError('The root of a filter cannot be removed');
  if (!filterNodeAt(tree, path)) throw badPath(path, 'node');
  const parent = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return asRoot(
    replaceAt(tree, parent, 0, (group) => ({
      ...(group as FilterGroup),
      children: (group as FilterGroup).children.filter((_, i) => i !== index),
    })),
  );
}

/** The tree with the condition at `path` changed by `patch` (field, operator or values). */
export function updateFilterCondition(
  tree: FilterGroup,
  path: FilterPath,
  patch: Partial<Omit<FilterCondition, 'kind'>>,
): FilterGroup {
  return asRoot(
    replaceAt(tree, path, 0, (node) => {
      if (node.kind !== 'condition') throw badPath(path, 'condition');
      const next = { ...node, ...patch, kind: 'condition' as const };
      return { ...next, values: [...next.values] };
    }),
  );
}

/** The tree with the group at `path` joining its children by `join`. */
export function setFilterJoin(tree: FilterGroup, path: FilterPath, join: FilterJoin): FilterGroup {
  return asRoot(
    replaceAt(tree, path, 0, (node) => {
      if (node.kind !== 'group') throw badPath(path, 'group');
      return { ...node, join };
    }),
  );
}

/** How many conditions the tree holds, at any depth. */
export const countFilterConditions = (node: FilterNode): number =>
  node.kind === 'condition'
    ? 1
    : node.children.reduce((sum, child) => sum + countFilterConditions(child), 0);

/** How many groups deep the tree goes (the empty root: 1). */
export const filterDepth = (node: FilterNode): number =>
  node.kind === 'condition'
    ? 0
    : 1 + node.children.reduce((max, child) => Math.max(max, filterDepth(child)), 0);

// --- Saved text -------------------------------------------------------------------------------

/** The version of the saved text; a new shape gets a new number and a reader for the old. */
export const FILTER_TEXT_VERSION = 1;

/** The longest saved text read back (far above 50 conditions of 1,000 characters each). */
export const FILTER_TEXT_MAX_LENGTH = 200_000;

/** The tree as the text a work queue entry keeps in `query`. */
export const filterToText = (tree: FilterGroup): string =>
  JSON.stringify({ version: FILTER_TEXT_VERSION, filter: tree });

export type FilterTextRead = { ok: true; filter: FilterGroup } | { ok: false; message: string };

/** Nesting far beyond any valid filter is refused here, before it can exhaust the stack. */
const READ_MAX_DEPTH = 32;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key)) &&
  keys.every((key) => Object.hasOwn(value, key));

const where = (path: readonly number[]) => (path.length ? `[${path.join(', ')}]` : 'the root');

function readNode(value: unknown, path: number[]): FilterNode | string {
  if (path.length > READ_MAX_DEPTH) return `The filter is nested too deep at ${where(path)}`;
  if (!isRecord(value)) return `Not a filter node at ${where(path)}`;
  if (value.kind === 'condition') {
    if (!hasOnlyKeys(value, ['kind', 'field', 'operator', 'values'])) {
      return `A condition needs exactly kind, field, operator and values at ${where(path)}`;
    }
    const { field, operator, values } = value;
    if (typeof field !== 'string' || typeof operator !== 'string') {
      return `A condition's field and operator must be text at ${where(path)}`;
    }
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) {
      return `A condition's values must be a list of text at ${where(path)}`;
    }
    // Names are kept as given; validateFilter says which are unknown, with the node's path.
    return {
      kind: 'condition',
      field: field as FilterField,
      operator: operator as FilterOperator,
      values: [...(values as string[])],
    };
  }
  if (value.kind === 'group') {
    if (!hasOnlyKeys(value, ['kind', 'join', 'children'])) {
      return `A group needs exactly kind, join and children at ${where(path)}`;
    }
    if (value.join !== 'AND' && value.join !== 'OR') {
      return `A group's join must be AND or OR at ${where(path)}`;
    }
    if (!Array.isArray(value.children))
      return `A group's children must be a list at ${where(path)}`;
    const children: FilterNode[] = [];
    for (const [index, child] of (value.children as unknown[]).entries()) {
      const read = readNode(child, [...path, index]);
      if (typeof read === 'string') return read;
      children.push(read);
    }
    return { kind: 'group', join: value.join, children };
  }
  return `A filter node's kind must be condition or group at ${where(path)}`;
}

/** A saved text read back into a tree, or why it cannot be. */
export function filterFromText(text: string): FilterTextRead {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, message: 'The filter text is empty' };
  }
  if (text.length > FILTER_TEXT_MAX_LENGTH) {
    return { ok: false, message: 'The filter text is too long' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The filter text is not JSON' };
  }
  if (!isRecord(parsed) || !hasOnlyKeys(parsed, ['version', 'filter'])) {
    return { ok: false, message: 'The filter text needs exactly a version and a filter' };
  }
  if (parsed.version !== FILTER_TEXT_VERSION) {
    return {
      ok: false,
      message: `Unknown filter text version (this reader knows ${FILTER_TEXT_VERSION})`,
    };
  }
  const root = readNode(parsed.filter, []);
  if (typeof root === 'string') return { ok: false, message: root };
  if (root.kind !== 'group') return { ok: false, message: 'The root of a filter must be a group' };
  return { ok: true, filter: root };
}
