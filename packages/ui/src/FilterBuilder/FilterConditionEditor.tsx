import {
  FILTER_FIELD_SPECS,
  FILTER_OPERATOR_SPECS,
  filterFieldChange,
  filterFieldsFor,
  filterOperatorChange,
  isFilterField,
  isFilterOperator,
  operatorsForType,
  updateFilterCondition,
  type FilterCondition,
  type FilterPath,
} from '@sightings/domain-model';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Select, SelectItem } from '../Select/Select';
import * as css from './FilterBuilder.css';
import {
  keyOf,
  numberOf,
  partOf,
  problemsAt,
  type ProblemPart,
  type Shared,
} from './filterBuilderShared';
import { FilterProblemList } from './FilterProblemList';
import { FilterValueEditor } from './FilterValueEditor';

/**
 * A condition of the tree: its field (a combo box: type to filter the fields), an operator of
 * the field's type, a value editor by the operator's arity and the field's type, and Remove.
 * A problem marks the control it concerns invalid and is described under the condition.
 */
export function FilterConditionEditor({
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
  const problems = problemsAt(shared.problems, path);
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
                update(filterFieldChange(condition, selected));
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
              update(filterOperatorChange(condition, selected));
            }}
            isDisabled={isDisabled || !fieldSpec}
            isInvalid={invalid('operator')}
            aria-describedby={describedBy}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          {fieldSpec && operator ? (
            <FilterValueEditor
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
      <FilterProblemList id={problemId} problems={problems} />
    </div>
  );
}
