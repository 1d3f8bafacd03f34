import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
} from '../Field/Field';
import { withClassName } from '../utils/className';
import { circle, radio, radioGroup, radioList } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /** The visible label of the group. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the radios. */
  description?: ReactNode;
  /** Shown (with an icon) while the group is invalid: text, or a function of the validation. */
  errorMessage?: FieldErrorMessage;
  /** The `Radio`s. */
  children?: ReactNode;
}

/**
 * A group of radios on react-aria's `RadioGroup`: Tab enters at the selected radio, the arrow
 * keys move and select. `orientation` (vertical by default) lays the radios out in a column or
 * a row. `value`/`defaultValue` and `onChange` take the radios' values.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withClassName(radioGroup, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={radioList}>{children}</div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}

export type RadioProps = AriaRadioProps;

/** One option of a `RadioGroup`; `children` are its label, `value` its value. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={withClassName(radio, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={circle} aria-hidden="true" />
          {content}
        </>
      ))}
    </AriaRadio>
  );
}
