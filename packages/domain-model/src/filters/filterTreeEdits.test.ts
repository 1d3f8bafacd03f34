import { describe, expect, it } from 'vitest';
import type { FilterField, WorkQueueType } from './filterFields';
import type { FilterOperator, FilterOperatorArity } from './filterOperators';
import { filterCondition, filterGroup, type FilterGroup, type FilterPath } from './filterTree';
import {
  addNewFilterCondition,
  addNewFilterGroup,
  filterAddLimits,
  filterFieldChange,
  filterOperatorChange,
  filterValuesFor,
  newFilterCondition,
  removeFilterNodeAt,
  sameFilterPath,
  type FilterConditionPatch,
} from './filterTreeEdits';
import { FILTER_MAX_CONDITIONS, FILTER_MAX_DEPTH } from './filterValidation.rules';

const agency = filterCondition('AGENCY', 'EQUALS', ['Lumen']);
const identical = filterCondition('STATUS', 'IN', ['IDENTICAL', 'PENDING']);
const commercial = filterCondition('COMMERCIAL', 'TRUE');

/** root AND [agency, (OR [identical, commercial])] */
const sample = (): FilterGroup =>
  filterGroup('AND', [agency, filterGroup('OR', [identical, commercial])]);

/** The first field offered, ID, is a number: EQUALS with one empty value. */
const fresh = filterCondition('ID', 'EQUALS', ['']);

describe('the filter tree edits', () => {
  it.each<[string, FilterPath, FilterPath, boolean]>([
    ['the root', [], [], true],
    ['the same node', [1, 0], [1, 0], true],
    ['siblings', [1, 0], [1, 1], false],
    ['a parent and its child', [1], [1, 0], false],
    ['a child and its parent', [1, 0], [1], false],
  ])('compares paths: %s', (_, a, b, same) => {
    expect(sameFilterPath(a, b)).toBe(same);
  });

  it.each<[FilterOperatorArity, string[], string[]]>([
    ['none', ['a', 'b'], []],
    ['one', [], ['']],
    ['one', ['', 'b'], ['b']],
    ['one', ['a', 'b'], ['a']],
    ['two', [], ['', '']],
    ['two', ['', 'b', 'c'], ['', 'b']],
    ['list', [], []],
    ['list', ['a', '', 'c'], ['a', 'c']],
  ])('gives an operator of arity %s the values it keeps of %j: %j', (arity, previous, values) => {
    expect(filterValuesFor(arity, previous)).toEqual(values);
  });

  it.each<[WorkQueueType | string, ReturnType<typeof filterCondition>]>([
    ['DOMAINS', fresh],
    ['IMAGES', fresh],
    // No field offered (an unknown type): still a condition, on ID.
    ['NOT_A_TYPE', fresh],
  ])('starts a new condition of a %s queue on its first field', (queueType, condition) => {
    expect(newFilterCondition(queueType as WorkQueueType)).toEqual(condition);
  });

  it.each<[string, ReturnType<typeof filterCondition>, FilterField, FilterConditionPatch]>([
    [
      'keeps the operator and values within a type',
      filterCondition('TOTAL_SIGHTINGS', 'BETWEEN', ['1', '5']),
      'IDENTICAL_SIGHTINGS',
      { field: 'IDENTICAL_SIGHTINGS' },
    ],
    [
      'resets the operator and values for another type',
      filterCondition('TOTAL_SIGHTINGS', 'BETWEEN', ['1', '5']),
      'COMMERCIAL',
      { field: 'COMMERCIAL', operator: 'TRUE', values: [] },
    ],
    [
      'starts a string field on EQUALS with one empty value',
      filterCondition('COMMERCIAL', 'TRUE'),
      'AGENCY',
      { field: 'AGENCY', operator: 'EQUALS', values: [''] },
    ],
    [
      'clears the values of a status field of another list, keeping the operator',
      filterCondition('STATUS', 'IN', ['IDENTICAL']),
      'DOMAIN_FLOW_STATUS',
      { field: 'DOMAIN_FLOW_STATUS', values: [] },
    ],
    [
      'resets a condition whose field is unknown (a saved text)',
      { kind: 'condition', field: 'GONE' as FilterField, operator: 'LIKE', values: ['x'] },
      'DOMAIN',
      { field: 'DOMAIN', operator: 'EQUALS', values: [''] },
    ],
  ])('changes the field: %s', (_, condition, field, patch) => {
    expect(filterFieldChange(condition, field)).toEqual(patch);
  });

  it.each<[ReturnType<typeof filterCondition>, FilterOperator, FilterConditionPatch]>([
    [filterCondition('ID', 'EQUALS', ['7']), 'IN', { operator: 'IN', values: ['7'] }],
    [filterCondition('ID', 'IN', ['7', '8']), 'EQUALS', { operator: 'EQUALS', values: ['7'] }],
    [filterCondition('ID', 'EQUALS', ['7']), 'BETWEEN', { operator: 'BETWEEN', values: ['7', ''] }],
    [
      filterCondition('ID', 'BETWEEN', ['', '9']),
      'GREATER',
      { operator: 'GREATER', values: ['9'] },
    ],
    [filterCondition('ID', 'EQUALS', ['7']), 'IS_NULL', { operator: 'IS_NULL', values: [] }],
  ])('changes the operator of %j to %s', (condition, operator, patch) => {
    expect(filterOperatorChange(condition, operator)).toEqual(patch);
  });

  it.each<[string, FilterPath, FilterPath]>([
    ['the root', [], [2]],
    ['a nested group', [1], [1, 2]],
  ])('adds a new condition at the end of %s', (_, groupPath, path) => {
    const tree = sample();
    const edit = addNewFilterCondition(tree, groupPath, 'DOMAINS');
    expect(edit.path).toEqual(path);
    expect(edit.tree).not.toBe(tree);
    expect(sample()).toEqual(tree);
    expect(removeFilterNodeAt(edit.tree, path).tree).toEqual(tree);
  });

  it.each<[string, FilterPath, FilterPath]>([
    ['the root', [], [2, 0]],
    ['a nested group', [1], [1, 2, 0]],
  ])('adds a new AND group holding a new condition at the end of %s', (_, groupPath, path) => {
    const edit = addNewFilterGroup(sample(), groupPath, 'DOMAINS');
    expect(edit.path).toEqual(path);
    const group = path
      .slice(0, -1)
      .reduce<FilterGroup>((node, index) => node.children[index] as FilterGroup, edit.tree);
    expect(group).toEqual(filterGroup('AND', [fresh]));
  });

  it.each<[string, FilterPath]>([
    ['a condition', [0]],
    ['nothing', [5]],
  ])('refuses to add into %s', (_, groupPath) => {
    expect(() => addNewFilterCondition(sample(), groupPath, 'DOMAINS')).toThrow(RangeError);
    expect(() => addNewFilterGroup(sample(), groupPath, 'DOMAINS')).toThrow(RangeError);
  });

  it.each<[string, FilterPath, FilterGroup, FilterPath, 'previous' | 'group']>([
    [
      'the first child goes to its group',
      [0],
      filterGroup('AND', [filterGroup('OR', [identical, commercial])]),
      [],
      'group',
    ],
    ['a later child goes to the one before', [1], filterGroup('AND', [agency]), [0], 'previous'],
    [
      'a nested first child goes to its group',
      [1, 0],
      filterGroup('AND', [agency, filterGroup('OR', [commercial])]),
      [1],
      'group',
    ],
    [
      'a nested later child goes to the one before',
      [1, 1],
      filterGroup('AND', [agency, filterGroup('OR', [identical])]),
      [1, 0],
      'previous',
    ],
  ])('removes a node: %s', (_, path, tree, next, to) => {
    expect(removeFilterNodeAt(sample(), path)).toEqual({ tree, path: next, to });
  });

  it.each<[string, FilterPath]>([
    ['the root', []],
    ['nothing', [7]],
  ])('refuses to remove %s', (_, path) => {
    expect(() => removeFilterNodeAt(sample(), path)).toThrow(RangeError);
  });

  const full = filterGroup(
    'AND',
    Array.from({ length: FILTER_MAX_CONDITIONS }, () => agency),
  );
  const deepPath: FilterPath = Array.from({ length: FILTER_MAX_DEPTH - 1 }, () => 0);
  it.each<[string, FilterGroup, FilterPath, boolean, boolean]>([
    ['an empty root', filterGroup(), [], false, false],
    ['a group one level above the deepest', sample(), deepPath.slice(1), false, false],
    ['a group at the deepest level', sample(), deepPath, false, true],
    ['a full tree', full, [], true, false],
  ])('says which limits stop an add to %s', (_, tree, groupPath, conditions, depth) => {
    expect(filterAddLimits(tree, groupPath)).toEqual({
      atConditionLimit: conditions,
      atDepthLimit: depth,
    });
  });
});
