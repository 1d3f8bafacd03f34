import { useRef, useState, type ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import * as css from './FilterBuilder.css';
import { FILTER_BUILDER_LABELS as L } from './filterBuilderLabels';
import type { ValueEditorProps } from './filterBuilderShared';
import { FilterScalarField } from './FilterScalarField';

/** IN / NOT IN of a text, number or date field: type a value, Enter adds it; each removable. */
export function FilterValueList({
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
        <FilterScalarField
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
export function FilterStatusChecklist({
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
