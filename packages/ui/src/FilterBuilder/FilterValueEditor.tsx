import { operatorArity } from '@sightings/domain-model';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Select, SelectItem } from '../Select/Select';
import * as css from './FilterBuilder.css';
import { FILTER_BUILDER_LABELS as L } from './filterBuilderLabels';
import type { ValueEditorProps } from './filterBuilderShared';
import { FilterScalarField } from './FilterScalarField';
import { FilterStatusChecklist, FilterValueList } from './FilterValueLists';

/**
 * A condition's value editor by the operator's arity and the field's type: nothing (null
 * checks, true, false), one value (a status from its list for EQUALS, a pattern with the
 * statuses offered for LIKE, else a number, date or text field), a range (from, to), or a list
 * (a checkbox per status, else values added one by one).
 */
export function FilterValueEditor(props: ValueEditorProps) {
  const { name, type, statuses, operator, values, onValues, isDisabled, isInvalid, describedBy } =
    props;
  const arity = operatorArity(operator);
  if (arity === 'none') return null;
  if (arity === 'list') {
    return statuses ? (
      <FilterStatusChecklist {...props} statuses={statuses} />
    ) : (
      <FilterValueList {...props} />
    );
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
        <FilterScalarField
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
        <FilterScalarField
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
    <FilterScalarField
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
