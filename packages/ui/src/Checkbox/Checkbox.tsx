import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, CrossIcon, MinusIcon } from '../icons';
import { withClassName } from '../utils/className';
import { box, checkbox, icon } from './Checkbox.css';

/** What a checked box means: neutral, or a verdict (identical in green, not identical in red). */
export type CheckboxTone = 'neutral' | 'identical' | 'notIdentical';

export interface CheckboxProps extends AriaCheckboxProps {
  /**
   * neutral (default); identical (green, a check when selected); notIdentical (red, a cross when
   * selected). Set on the root as `data-tone`.
   */
  tone?: CheckboxTone;
}

/**
 * A checkbox on react-aria's `Checkbox`; `children` are its label. Space toggles it. Its state is
 * shown by an icon as well as by colour: a check (a cross for notIdentical) when selected, a
 * minus when indeterminate.
 */
export function Checkbox({ tone = 'neutral', className, children, ...props }: CheckboxProps) {
  const SelectedIcon = tone === 'notIdentical' ? CrossIcon : CheckIcon;
  return (
    <AriaCheckbox {...props} data-tone={tone} className={withClassName(checkbox, className)}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon className={icon} />
            ) : isSelected ? (
              <SelectedIcon className={icon} />
            ) : null}
          </span>
          {content}
        </>
      ))}
    </AriaCheckbox>
  );
}
