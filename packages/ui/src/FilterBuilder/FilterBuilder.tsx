import {
  addFilterNode,
  countFilterConditions,
  defaultOperatorFor,
  FILTER_FIELD_SPECS,
  FILTER_MAX_CONDITIONS,
  FILTER_MAX_DEPTH,
  FILTER_OPERATOR_SPECS,
  filterCondition,
  filterFieldsFor,
  filterGroup,
  isFilterField,
  isFilterOperator,
  operatorArity,
  operatorsForType,
  removeFilterNode,
  setFilterJoin,
  updateFilterCondition,
  type FilterCondition,
  type FilterField,
  type FilterFieldType,
  type FilterGroup,
  type FilterJoin,
  type FilterOperator,
  type FilterOperatorArity,
  type FilterPath,
  type FilterProblem,
  type FilterProblemCode,
  type WorkQueueType,
} from '@sightings/domain-model';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { AlertIcon } from '../icons';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select, SelectItem } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as css from './FilterBuilder.css';

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

/** The builder's own words (not spec texts: the spec names only the fields and operators). */
export const FILTER_BUILDER_LABELS = {
  filter: 'Filter',
  emptyRoot: 'No conditions: every row',
  emptyGroup: 'No conditions in this group',
  addCondition: 'Add condition',
  addGroup: 'Add group',
  addValue: 'Add value',
  join: 'Join',
  and: 'AND',
  or: 'OR',
  conditionsLimit: `At most ${FILTER_MAX_CONDITIONS} conditions`,
  depthLimit: `At most ${FILTER_MAX_DEPTH} levels of groups`,
  dateFormat: 'YYYY-MM-DD',
  numberRange: 'a number range',
  dateRange: 'a date range',
  from: 'from',
  to: 'to',
  noValues: 'No values yet: type one and press Enter',
} as const;

const L = FILTER_BUILDER_LABELS;

/** A node's number as people count: the path one-based, '2' or '1.3'. */
const numberOf = (path: FilterPath) => path.map((index) => index + 1).join('.');
/** A node's key for data attributes and ids: the path joined, the root ''. */
const keyOf = (path: FilterPath) => path.join('-');
const samePath = (a: readonly number[], b: FilterPath) =>
  a.length === b.length && a.every((index, i) => index === b[i]);

/** Which control a problem belongs to, by its code (the rest belong to the values). */
type ProblemPart = 'field' | 'operator' | 'values' | 'group';
const FIELD_CODES: readonly FilterProblemCode[] = ['UNKNOWN_FIELD', 'FIELD_NOT_OFFERED'];
const OPERATOR_CODES: readonly FilterProblemCode[] = ['UNKNOWN_OPERATOR', 'OPERATOR_NOT_FOR_TYPE'];
const partOf = (problem: FilterProblem, isGroup: boolean): ProblemPart =>
  isGroup
    ? 'group'
    : FIELD_CODES.includes(problem.code)
      ? 'field'
      : OPERATOR_CODES.includes(problem.code)
        ? 'operator'
        : 'values';

/** The values an operator starts with: as many empty texts as it takes (a list starts empty). */
function valuesFor(arity: FilterOperatorArity, previous: readonly string[]): string[] {
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

/** A new condition: the first field offered, its type's default operator, empty values. */
function newCondition(queueType: WorkQueueType): FilterCondition {
  const field = filterFieldsFor(queueType)[0] ?? 'ID';
  const operator = defaultOperatorFor(FILTER_FIELD_SPECS[field].type);
  return filterCondition(field, operator, valuesFor(operatorArity(operator), []));
}

/**
 * The condition after its field changed: the same type keeps the operator and the values (not
 * status values of another list); another type resets the operator to its default and clears the
 * values.
 */
function withField(condition: FilterCondition, field: FilterField): Partial<FilterCondition> {
  const was = isFilterField(condition.field) ? FILTER_FIELD_SPECS[condition.field] : undefined;
  const next = FILTER_FIELD_SPECS[field];
  if (was && was.type === next.type) {
    const sameList = (was.statuses ?? []).join() === (next.statuses ?? []).join();
    return sameList
      ? { field }
      : { field, values: valuesFor(operatorArity(condition.operator), []) };
  }
  const operator = defaultOperatorFor(next.type);
  return { field, operator, values: valuesFor(operatorArity(operator), []) };
}

/** Where focus goes once the next tree is rendered. */
type FocusRequest = { path: FilterPath; target: 'first' | 'addCondition' };

interface Shared {
  queueType: WorkQueueType;
  problems: readonly FilterProblem[];
  isDisabled: boolean;
  conditionCount: number;
  baseId: string;
  change: (next: FilterGroup, focus?: FocusRequest) => void;
  root: FilterGroup;
}

/**
 * The work queues' filter builder (spec 002 §7): the root group's join (AND / OR), its
 * conditions and nested groups (indented, each with its own join), per condition a field
 * (a combo box: type to filter the fields), an operator of the field's type and a value editor
 * by the operator's arity and the field's type; Add condition, Add group and Remove buttons.
 *
 * Everything offered comes from domain-model (`filterFieldsFor`, `operatorsForType`, the status
 * lists), every change is a domain-model tree helper, and the limits (`FILTER_MAX_DEPTH`,
 * `FILTER_MAX_CONDITIONS`) disable the add buttons with the reason shown. Focus moves to the new
 * condition's field after an add, and to the previous sibling (or the group's Add condition)
 * after a remove. `problems` show under their node; the node's controls are marked invalid and
 * described by the problem text.
 */
export function FilterBuilder({
  value,
  onChange,
  queueType,
  problems = [],
  label = L.filter,
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
    conditionCount: countFilterConditions(value),
    baseId,
    root: value,
    change: (next, request) => {
      if (request) pendingFocus.current = request;
      onChange(next);
    },
  };

  return (
    <div ref={rootRef} role="group" aria-label={label} className={css.builder}>
      <GroupEditor group={value} path={[]} shared={shared} />
    </div>
  );
}

/** The problem texts of one node (an id for aria-describedby), or nothing. */
function ProblemList({ id, problems }: { id: string; problems: readonly FilterProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul id={id} className={css.problems}>
      {problems.map((problem, index) => (
        <li key={index} className={css.problem} data-code={problem.code}>
          <AlertIcon className={css.problemIcon} />
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

function GroupEditor({
  group,
  path,
  shared,
}: {
  group: FilterGroup;
  path: FilterPath;
  shared: Shared;
}) {
  const { isDisabled, conditionCount, change, root, queueType } = shared;
  const key = keyOf(path);
  const isRoot = path.length === 0;
  const name = isRoot ? '' : `Group ${numberOf(path)}`;
  const problems = shared.problems.filter((p) => samePath(p.path, path));
  const problemId = `${shared.baseId}-problem-${key}`;
  const reasonId = `${shared.baseId}-reason-${key}`;
  const atConditionLimit = conditionCount >= FILTER_MAX_CONDITIONS;
  // This group is at level path.length + 1 (the root is level 1); a child group one deeper.
  const atDepthLimit = path.length + 1 >= FILTER_MAX_DEPTH;
  const reasons = [
    atConditionLimit ? (L.conditionsLimit as string) : null,
    atDepthLimit ? L.depthLimit : null,
  ].filter((reason): reason is string => reason !== null);

  const addCondition = () =>
    change(addFilterNode(root, path, newCondition(queueType)), {
      path: [...path, group.children.length],
      target: 'first',
    });
  const addGroup = () =>
    change(addFilterNode(root, path, filterGroup('AND', [newCondition(queueType)])), {
      path: [...path, group.children.length, 0],
      target: 'first',
    });

  return (
    <div
      className={css.group}
      data-node={key}
      data-root={isRoot ? 'true' : undefined}
      role={isRoot ? undefined : 'group'}
      aria-label={isRoot ? undefined : name}
    >
      <div className={css.groupHeader}>
        <RadioGroup
          aria-label={isRoot ? L.join : `${name} join`}
          orientation="horizontal"
          value={group.join}
          onChange={(join) => change(setFilterJoin(root, path, join as FilterJoin))}
          isDisabled={isDisabled}
          isInvalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? problemId : undefined}
        >
          <Radio value="AND">{L.and}</Radio>
          <Radio value="OR">{L.or}</Radio>
        </RadioGroup>
        {isRoot ? null : (
          <Button
            variant="quiet"
            size="small"
            isDisabled={isDisabled}
            aria-label={`Remove group ${numberOf(path)}`}
            onPress={() => removeFilterNodeFromParent(path, shared)}
          >
            Remove
          </Button>
        )}
      </div>
      <ProblemList id={problemId} problems={problems} />
      {group.children.length === 0 ? (
        <p className={css.empty}>{isRoot ? L.emptyRoot : L.emptyGroup}</p>
      ) : (
        <ol className={css.children}>
          {group.children.map((child, index) => {
            const childPath = [...path, index];
            return (
              <li key={index} className={css.child}>
                {child.kind === 'group' ? (
                  <GroupEditor group={child} path={childPath} shared={shared} />
                ) : (
                  <ConditionEditor
                    condition={child}
                    path={childPath}
                    shared={shared}
                    onRemove={() => removeFilterNodeFromParent(childPath, shared)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className={css.actions}>
        <Button
          variant="secondary"
          size="small"
          data-add-condition={key}
          isDisabled={isDisabled || atConditionLimit}
          aria-label={isRoot ? undefined : `${L.addCondition} to ${name.toLowerCase()}`}
          aria-describedby={atConditionLimit ? reasonId : undefined}
          onPress={addCondition}
        >
          {L.addCondition}
        </Button>
        <Button
          variant="secondary"
          size="small"
          isDisabled={isDisabled || atConditionLimit || atDepthLimit}
          aria-label={isRoot ? undefined : `${L.addGroup} to ${name.toLowerCase()}`}
          aria-describedby={reasons.length > 0 ? reasonId : undefined}
          onPress={addGroup}
        >
          {L.addGroup}
        </Button>
        {reasons.length > 0 ? (
          <span id={reasonId} className={css.reason}>
            {reasons.join('; ')}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A nested group's Remove: focus goes to its previous sibling or the parent's Add condition. */
function removeFilterNodeFromParent(path: FilterPath, shared: Shared) {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1]!;
  const focus: FocusRequest =
    index > 0
      ? { path: [...parent, index - 1], target: 'first' }
      : { path: parent, target: 'addCondition' };
  shared.change(removeFilterNode(shared.root, path), focus);
}

function ConditionEditor({
  condition,
  path,
  shared,
  onRemove,
}: {
  condition: FilterCondition;
  path: FilterPath;
  shared: Shared;
  onRemove: () => void;
}) {
  const { isDisabled, change, root, queueType } = shared;
  const key = keyOf(path);
  const name = `Condition ${numberOf(path)}`;
  const problems = shared.problems.filter((p) => samePath(p.path, path));
  const problemId = `${shared.baseId}-problem-${key}`;
  const invalid = (part: ProblemPart) => problems.some((p) => partOf(p, false) === part);
  const describedBy = problems.length > 0 ? problemId : undefined;

  const fields = filterFieldsFor(queueType);
  const fieldSpec = isFilterField(condition.field) ? FILTER_FIELD_SPECS[condition.field] : null;
  const operators = fieldSpec ? operatorsForType(fieldSpec.type) : [];
  const operator = isFilterOperator(condition.operator) ? condition.operator : null;
  const update = (patch: Partial<FilterCondition>) =>
    change(updateFilterCondition(root, path, patch));
  // The field's text, controlled: react-aria leaves the input of a combo box that mounts while
  // focus moves to it (a condition just added) empty, though its key is selected. It shows the
  // selected field's label again whenever the field changes; typing filters the list.
  const fieldLabel = fieldSpec?.label ?? '';
  const [fieldText, setFieldText] = useState(fieldLabel);
  const [fieldTextOf, setFieldTextOf] = useState(fieldLabel);
  if (fieldTextOf !== fieldLabel) {
    setFieldTextOf(fieldLabel);
    setFieldText(fieldLabel);
  }

  return (
    <div className={css.condition} data-node={key} role="group" aria-label={name}>
      <div className={css.conditionRow}>
        <div className={css.conditionControls}>
          <ComboBox
            className={css.fieldControl}
            aria-label={`${name} field`}
            defaultItems={fields.map((field) => ({
              id: field,
              label: FILTER_FIELD_SPECS[field].label,
            }))}
            selectedKey={fieldSpec ? condition.field : null}
            inputValue={fieldText}
            onInputChange={setFieldText}
            onSelectionChange={(selected) => {
              if (
                typeof selected === 'string' &&
                isFilterField(selected) &&
                selected !== condition.field
              ) {
                update(withField(condition, selected));
              }
            }}
            isDisabled={isDisabled}
            isInvalid={invalid('field')}
            aria-describedby={describedBy}
          >
            {(item) => <ComboBoxItem id={item.id}>{item.label}</ComboBoxItem>}
          </ComboBox>
          <Select
            className={css.operatorControl}
            aria-label={`${name} operator`}
            items={operators.map((op) => ({ id: op, label: FILTER_OPERATOR_SPECS[op].label }))}
            value={operator && operators.includes(operator) ? operator : null}
            onChange={(selected) => {
              if (typeof selected !== 'string' || !isFilterOperator(selected)) return;
              if (selected === condition.operator) return;
              update({
                operator: selected,
                values: valuesFor(operatorArity(selected), condition.values),
              });
            }}
            isDisabled={isDisabled || !fieldSpec}
            isInvalid={invalid('operator')}
            aria-describedby={describedBy}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          {fieldSpec && operator ? (
            <ValueEditor
              name={name}
              type={fieldSpec.type}
              statuses={fieldSpec.statuses}
              operator={operator}
              values={condition.values}
              onValues={(values) => update({ values })}
              isDisabled={isDisabled}
              isInvalid={invalid('values')}
              describedBy={describedBy}
            />
          ) : null}
        </div>
        <Button
          variant="quiet"
          size="small"
          isDisabled={isDisabled}
          aria-label={`Remove condition ${numberOf(path)}`}
          onPress={onRemove}
        >
          Remove
        </Button>
      </div>
      <ProblemList id={problemId} problems={problems} />
    </div>
  );
}

interface ValueEditorProps {
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

/** The value editor by the operator's arity and the field's type. */
function ValueEditor(props: ValueEditorProps) {
  const { name, type, statuses, operator, values, onValues, isDisabled, isInvalid, describedBy } =
    props;
  const arity = operatorArity(operator);
  if (arity === 'none') return null;
  if (arity === 'list') {
    return statuses ? <StatusChecklist {...props} statuses={statuses} /> : <ValueList {...props} />;
  }
  if (arity === 'two') {
    const rangeName = type === 'date' ? L.dateRange : L.numberRange;
    const set = (index: 0 | 1, text: string) => {
      const next = [values[0] ?? '', values[1] ?? ''];
      next[index] = text;
      onValues(next);
    };
    return (
      <div role="group" aria-label={`${name}: ${rangeName}`} className={css.range}>
        <ScalarField
          type={type}
          label={`${name} ${L.from}`}
          value={values[0] ?? ''}
          onChange={(text) => set(0, text)}
          isDisabled={isDisabled}
          isInvalid={isInvalid}
          describedBy={describedBy}
        />
        <span className={css.rangeWord} aria-hidden="true">
          –
        </span>
        <ScalarField
          type={type}
          label={`${name} ${L.to}`}
          value={values[1] ?? ''}
          onChange={(text) => set(1, text)}
          isDisabled={isDisabled}
          isInvalid={isInvalid}
          describedBy={describedBy}
        />
      </div>
    );
  }
  if (statuses && operator === 'EQUALS') {
    const current = values[0] ?? '';
    return (
      <Select
        className={css.valueControl}
        aria-label={`${name} value`}
        items={statuses.map((status) => ({ id: status }))}
        value={statuses.includes(current) ? current : null}
        onChange={(selected) => {
          if (typeof selected === 'string') onValues([selected]);
        }}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
      >
        {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
      </Select>
    );
  }
  if (statuses) {
    // LIKE on a status: a pattern, with the statuses offered as suggestions.
    return (
      <ComboBox
        className={css.valueControl}
        aria-label={`${name} value`}
        allowsCustomValue
        defaultItems={statuses.map((status) => ({ id: status }))}
        inputValue={values[0] ?? ''}
        onInputChange={(text) => onValues([text])}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
      >
        {(item) => <ComboBoxItem id={item.id}>{item.id}</ComboBoxItem>}
      </ComboBox>
    );
  }
  return (
    <ScalarField
      type={type}
      label={`${name} value`}
      value={values[0] ?? ''}
      onChange={(text) => onValues([text])}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      describedBy={describedBy}
    />
  );
}

/** One text value: a number (numeric keyboard), a date (the format as a hint) or text. */
function ScalarField({
  type,
  label,
  value,
  onChange,
  isDisabled,
  isInvalid,
  describedBy,
  onKeyDown,
}: {
  type: FilterFieldType;
  label: string;
  value: string;
  onChange: (text: string) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  describedBy: string | undefined;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  return (
    <TextField
      className={css.valueControl}
      aria-label={type === 'date' ? `${label} (${L.dateFormat})` : label}
      placeholder={type === 'date' ? L.dateFormat : undefined}
      inputMode={type === 'number' ? 'decimal' : undefined}
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
    />
  );
}

/** IN / NOT IN of a text, number or date field: type a value, Enter adds it; each removable. */
function ValueList({
  name,
  type,
  values,
  onValues,
  isDisabled,
  isInvalid,
  describedBy,
}: ValueEditorProps) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const inputWrap = useRef<HTMLDivElement>(null);
  const add = () => {
    const text = draft.trim();
    if (text === '') return;
    if (!values.includes(text)) onValues([...values, text]);
    setDraft('');
  };
  const remove = (index: number) => {
    onValues(values.filter((_, i) => i !== index));
    // Focus the previous value's Remove, else the next one's, else the input.
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('button');
    const neighbour = index > 0 ? buttons?.[index - 1] : buttons?.[index + 1];
    if (neighbour) neighbour.focus();
    else inputWrap.current?.querySelector('input')?.focus();
  };
  return (
    <div className={css.valueList} role="group" aria-label={`${name} values`}>
      {values.length > 0 ? (
        <ul ref={listRef} className={css.tags}>
          {values.map((value, index) => (
            <li key={value} className={css.tag}>
              <span>{value}</span>
              <Button
                variant="quiet"
                size="small"
                className={css.tagRemove}
                isDisabled={isDisabled}
                aria-label={`Remove value ${value} of ${name.toLowerCase()}`}
                onPress={() => remove(index)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <span className={css.hint}>{L.noValues}</span>
      )}
      <div ref={inputWrap} className={css.tagInput}>
        <ScalarField
          type={type}
          label={`${name} new value`}
          value={draft}
          onChange={setDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          isDisabled={isDisabled}
          isInvalid={isInvalid}
          describedBy={describedBy}
        />
        <Button
          variant="secondary"
          size="small"
          isDisabled={isDisabled || draft.trim() === ''}
          aria-label={`${L.addValue} to ${name.toLowerCase()}`}
          onPress={add}
        >
          {L.addValue}
        </Button>
      </div>
    </div>
  );
}

/** IN / NOT IN of a status field: a checkbox per status of its list. */
function StatusChecklist({
  name,
  statuses,
  values,
  onValues,
  isDisabled,
  isInvalid,
  describedBy,
}: ValueEditorProps & { statuses: readonly string[] }): ReactNode {
  // Values outside the list (from a saved text) stay, after the list's, so nothing is lost silently.
  const others = values.filter((value) => !statuses.includes(value));
  return (
    <AriaCheckboxGroup
      className={css.checklist}
      aria-label={`${name} values`}
      value={[...values]}
      onChange={(selected) =>
        onValues([...statuses.filter((status) => selected.includes(status)), ...others])
      }
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
    >
      {[...statuses, ...others].map((status) => (
        <Checkbox key={status} value={status}>
          {status}
        </Checkbox>
      ))}
    </AriaCheckboxGroup>
  );
}
