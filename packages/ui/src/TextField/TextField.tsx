import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
} from '../Field/Field';
import { withClassName } from '../utils/className';
import { input, textField } from './TextField.css';

export interface TextFieldProps extends AriaTextFieldProps {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown (with an icon) while the field is invalid: text, or a function of the validation. */
  errorMessage?: FieldErrorMessage;
  /** A hint shown in the empty input. Not a label. */
  placeholder?: string;
}

/**
 * A single-line text field on react-aria's `TextField`: label, input, help text and error
 * message, linked for assistive technology. `value`/`defaultValue` and `onChange` take the text.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withClassName(textField, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Input className={input} placeholder={placeholder} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
