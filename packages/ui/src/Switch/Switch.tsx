import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The switch's label, shown after the track. */
  children: ReactNode;
}

/**
 * An on/off switch on react-aria's `Switch` (role `switch`); `children` are its label. Space
 * toggles it; `onChange` reports the new state. On and off show by the thumb's place (right is
 * on) as well as by colour: the track is filled when on and outlined when off.
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={switchRoot}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
