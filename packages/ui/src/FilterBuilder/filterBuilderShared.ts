import {
  sameFilterPath,
  type FilterFieldType,
  type FilterGroup,
  type FilterOperator,
  type FilterPath,
  type FilterProblem,
  type FilterProblemCode,
  type WorkQueueType,
} from '@sightings/domain-model';

/** Where focus goes once the next tree is rendered. */
export type FocusRequest = { path: FilterPath; target: 'first' | 'addCondition' };

/** What every editor of the tree gets from the builder. */
export interface Shared {
  queueType: WorkQueueType;
  problems: readonly FilterProblem[];
  isDisabled: boolean;
  baseId: string;
  /** Gives the owner the next tree, and where focus goes once it is rendered. */
  change: (next: FilterGroup, focus?: FocusRequest) => void;
  root: FilterGroup;
}

/** A node's number as people count: the path one-based, '2' or '1.3'. */
export const numberOf = (path: FilterPath) => path.map((index) => index + 1).join('.');
/** A node's key for data attributes and ids: the path joined, the root ''. */
export const keyOf = (path: FilterPath) => path.join('-');

/** The problems of the node at `path`. */
export const problemsAt = (problems: readonly FilterProblem[], path: FilterPath) =>
  problems.filter((problem) => sameFilterPath(problem.path, path));

/** Which control a problem belongs to, by its code (the rest belong to the values). */
export type ProblemPart = 'field' | 'operator' | 'values' | 'group';
const FIELD_CODES: readonly FilterProblemCode[] = ['UNKNOWN_FIELD', 'FIELD_NOT_OFFERED'];
const OPERATOR_CODES: readonly FilterProblemCode[] = ['UNKNOWN_OPERATOR', 'OPERATOR_NOT_FOR_TYPE'];
export const partOf = (problem: FilterProblem, isGroup: boolean): ProblemPart =>
  isGroup
    ? 'group'
    : FIELD_CODES.includes(problem.code)
      ? 'field'
      : OPERATOR_CODES.includes(problem.code)
        ? 'operator'
        : 'values';

/** What a condition's value editor gets. */
export interface ValueEditorProps {
  name: string;
  type: FilterFieldType;
  statuses: readonly string[] | null;
  operator: FilterOperator;
  values: readonly string[];
  onValues: (values: string[]) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  describedBy: string | undefined;
}
