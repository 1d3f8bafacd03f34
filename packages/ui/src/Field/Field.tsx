import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  type FieldErrorProps,
  type LabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { AlertIcon } from '../icons';
import { joinClassName, withClassName } from '../utils/className';
import { description, errorIcon, errorText, label } from './Field.css';

/**
 * The parts every field widget shares. Use them inside a react-aria field component (TextField,
 * ComboBox, RadioGroup, Select, ...), which links them to its control by context:
 *
 * ```tsx
 * <AriaTextField className={withClassName(field, className)}>
 *   {label ? <FieldLabel>{label}</FieldLabel> : null}
 *   <Input className={input} />
 *   {description ? <FieldDescription>{description}</FieldDescription> : null}
 *   <FieldErrorText>{errorMessage}</FieldErrorText>
 * </AriaTextField>
 * ```
 *
 * The classes (`field` for the root, `input` for a text control) live in `Field.css.ts`.
 */

/** The error message a field widget accepts: text, or a function of react-aria's validation. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export type FieldLabelProps = LabelProps;

/** The field's visible label (react-aria `Label`); it names the control. */
export function FieldLabel({ className, ...props }: FieldLabelProps) {
  return <Label {...props} className={joinClassName(label, className)} />;
}

export type FieldDescriptionProps = Omit<TextProps, 'slot'>;

/** Help text (react-aria `Text slot="description"`); it describes the control. */
export function FieldDescription({ className, ...props }: FieldDescriptionProps) {
  return <Text {...props} slot="description" className={joinClassName(description, className)} />;
}

export interface FieldErrorTextProps extends Omit<FieldErrorProps, 'children'> {
  /**
   * The message, or a function of the validation result. Without one (or when it gives nothing),
   * react-aria's validation errors are shown, e.g. the browser's for `isRequired`.
   */
  children?: FieldErrorMessage;
}

/**
 * The error message (react-aria `FieldError`) with an alert icon. Rendered only while the field
 * is invalid; it then describes the control.
 */
export function FieldErrorText({ className, children, ...props }: FieldErrorTextProps) {
  return (
    <FieldError {...props} className={withClassName(errorText, className)}>
      {(validation) => {
        const message =
          (typeof children === 'function' ? children(validation) : children) ??
          validation.validationErrors.join(' ');
        return message === '' ? null : (
          <>
            <AlertIcon className={errorIcon} />
            {message}
          </>
        );
      }}
    </FieldError>
  );
}
