import { describe, expect, it } from 'vitest';
import {
  addFilterNode,
  countFilterConditions,
  emptyFilter,
  filterCondition,
  filterDepth,
  filterFromText,
  filterGroup,
  filterNodeAt,
  filterToText,
  removeFilterNode,
  replaceFilterNode,
  setFilterJoin,
  updateFilterCondition,
  type FilterGroup,
} from './filterTree';

const agency = filterCondition('AGENCY', 'EQUALS', ['Lumen']);
const identical = filterCondition('STATUS', 'IN', ['IDENTICAL', 'PENDING']);
const commercial = filterCondition('COMMERCIAL', 'TRUE');

/** root AND [agency, (OR [identical, commercial])] */
const sample = (): FilterGroup =>
  filterGroup('AND', [agency, filterGroup('OR', [identical, commercial])]);

describe('the filter tree helpers', () => {
  it('starts empty, joined by AND unless told', () => {
    expect(emptyFilter()).toEqual({ kind: 'group', join: 'AND', children: [] });
    expect(emptyFilter('OR').join).toBe('OR');
  });

  it('finds a node by path', () => {
    const tree = sample();
    expect(filterNodeAt(tree, [])).toBe(tree);
    expect(filterNodeAt(tree, [0])).toEqual(agency);
    expect(filterNodeAt(tree, [1, 1])).toEqual(commercial);
    expect(filterNodeAt(tree, [2])).toBeUndefined();
    expect(filterNodeAt(tree, [0, 0])).toBeUndefined();
  });

  it('adds a node at the end or at an index, leaving the old tree as it was', () => {
    const tree = sample();
    const before = structuredClone(tree);
    const added = addFilterNode(tree, [1], agency);
    expect(filterNodeAt(added, [1, 2])).toEqual(agency);
    const first = addFilterNode(tree, [], filterGroup('OR'), 0);
    expect(filterNodeAt(first, [0])).toEqual(filterGroup('OR'));
    expect(filterNodeAt(first, [1])).toEqual(agency);
    expect(tree).toEqual(before);
    // Untouched branches are shared, changed ones copied.
    expect(added.children[0]).toBe(tree.children[0]);
    expect(added.children[1]).not.toBe(tree.children[1]);
  });

  it('removes a node by path', () => {
    const tree = sample();
    expect(removeFilterNode(tree, [1, 0])).toEqual(
      filterGroup('AND', [agency, filterGroup('OR', [commercial])]),
    );
    expect(removeFilterNode(tree, [0])).toEqual(
      filterGroup('AND', [filterGroup('OR', [identical, commercial])]),
    );
    expect(tree).toEqual(sample());
  });

  it('updates a condition, replaces a node, sets a join', () => {
    const tree = sample();
    const updated = updateFilterCondition(tree, [1, 0], { operator: 'NOT_IN' });
    expect(filterNodeAt(updated, [1, 0])).toEqual({ ...identical, operator: 'NOT_IN' });
    const values = updateFilterCondition(tree, [0], { values: ['Other'] });
    expect(filterNodeAt(values, [0])).toEqual(filterCondition('AGENCY', 'EQUALS', ['Other']));
    expect(filterNodeAt(replaceFilterNode(tree, [1], commercial), [1])).toEqual(commercial);
    expect(setFilterJoin(tree, [1], 'AND').children[1]).toMatchObject({ join: 'AND' });
    expect(setFilterJoin(tree, [], 'OR').join).toBe('OR');
    expect(tree).toEqual(sample());
  });

  it.each<[string, () => unknown]>([
    ['remove the root', () => removeFilterNode(sample(), [])],
    ['remove a missing node', () => removeFilterNode(sample(), [5])],
    ['add into a condition', () => addFilterNode(sample(), [0], agency)],
    ['add past the end', () => addFilterNode(sample(), [], agency, 3)],
    ['update a group as a condition', () => updateFilterCondition(sample(), [1], { values: [] })],
    ['set the join of a condition', () => setFilterJoin(sample(), [0], 'OR')],
    ['replace the root by a condition', () => replaceFilterNode(sample(), [], agency)],
    ['follow a path through a condition', () => replaceFilterNode(sample(), [0, 1], agency)],
  ])('refuses to %s', (_, call) => {
    expect(call).toThrow();
  });

  it('counts conditions and depth', () => {
    expect(countFilterConditions(emptyFilter())).toBe(0);
    expect(filterDepth(emptyFilter())).toBe(1);
    expect(countFilterConditions(sample())).toBe(3);
    expect(filterDepth(sample())).toBe(2);
  });
});

describe('the saved text', () => {
  it('round-trips a tree with a version', () => {
    const text = filterToText(sample());
    expect(JSON.parse(text)).toMatchObject({ version: 1 });
    expect(filterFromText(text)).toEqual({ ok: true, filter: sample() });
    expect(filterFromText(filterToText(emptyFilter()))).toEqual({
      ok: true,
      filter: emptyFilter(),
    });
  });

  it('keeps unknown field and operator names for the validation to report', () => {
    const text = JSON.stringify({
      version: 1,
      filter: {
        kind: 'group',
        join: 'AND',
        children: [{ kind: 'condition', field: 'NOPE', operator: 'X', values: [] }],
      },
    });
    expect(filterFromText(text).ok).toBe(true);
  });

  const group = (children: unknown[], extra: object = {}) => ({
    kind: 'group',
    join: 'AND',
    children,
    ...extra,
  });
  const wrap = (filter: unknown, extra: object = {}) =>
    JSON.stringify({ version: 1, filter, ...extra });
  let deep: unknown = group([]);
  for (let i = 0; i < 40; i += 1) deep = group([deep]);

  it.each<[string, string, string]>([
    ['empty', '   ', 'The filter text is empty'],
    ['not JSON', '{version: 1', 'The filter text is not JSON'],
    [
      'raw SQL',
      'SELECT * FROM users WHERE 1=1; DROP TABLE users; --',
      'The filter text is not JSON',
    ],
    ['a bare array', '[]', 'The filter text needs exactly a version and a filter'],
    [
      'no version',
      JSON.stringify({ filter: group([]) }),
      'The filter text needs exactly a version and a filter',
    ],
    [
      'an extra key',
      wrap(group([]), { sql: 'x' }),
      'The filter text needs exactly a version and a filter',
    ],
    [
      'another version',
      JSON.stringify({ version: 2, filter: group([]) }),
      'Unknown filter text version (this reader knows 1)',
    ],
    [
      'a condition at the root',
      wrap({ kind: 'condition', field: 'ID', operator: 'IS_NULL', values: [] }),
      'The root of a filter must be a group',
    ],
    [
      'a bad join',
      wrap({ kind: 'group', join: 'XOR', children: [] }),
      "A group's join must be AND or OR at the root",
    ],
    [
      'children not a list',
      wrap({ kind: 'group', join: 'OR', children: {} }),
      "A group's children must be a list at the root",
    ],
    [
      'a group with an extra key',
      wrap(group([], { sql: '1=1' })),
      'A group needs exactly kind, join and children at the root',
    ],
    [
      'an unknown kind',
      wrap(group([{ kind: 'raw', sql: '1=1' }])),
      "A filter node's kind must be condition or group at [0]",
    ],
    ['a null child', wrap(group([null])), 'Not a filter node at [0]'],
    [
      'values not text',
      wrap(group([group([{ kind: 'condition', field: 'ID', operator: 'IN', values: [1, 2] }])])),
      "A condition's values must be a list of text at [0, 0]",
    ],
    [
      'a field not text',
      wrap(group([{ kind: 'condition', field: 1, operator: 'IN', values: [] }])),
      "A condition's field and operator must be text at [0]",
    ],
    [
      'a condition missing values',
      wrap(group([{ kind: 'condition', field: 'ID', operator: 'IS_NULL' }])),
      'A condition needs exactly kind, field, operator and values at [0]',
    ],
    [
      'nesting far too deep',
      wrap(deep),
      'The filter is nested too deep at [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]',
    ],
    ['too long', 'x'.repeat(200_001), 'The filter text is too long'],
  ])('refuses %s', (_, text, message) => {
    expect(filterFromText(text)).toEqual({ ok: false, message });
  });
});
