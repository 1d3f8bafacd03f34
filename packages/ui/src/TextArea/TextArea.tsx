import type { ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
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
import { textArea, textAreaField } from './TextArea.css';

export interface TextAreaProps extends AriaTextFieldProps {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the text area. */
  description?: ReactNode;
  /** Shown (with an icon) while the field is invalid: text, or a function of the validation. */
  errorMessage?: FieldErrorMessage;
  /** A hint shown in the empty text area. Not a label. */
  placeholder?: string;
  /** The visible number of lines. */
  rows?: number;
}

/**
 * A multi-line text field: react-aria's `TextField` around a `TextArea`, with label, help text
 * and error message linked for assistive technology. Enter adds a line; Tab leaves.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={withClassName(textAreaField, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <AriaTextArea className={textArea} placeholder={placeholder} rows={rows} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
