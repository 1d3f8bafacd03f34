import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { AlertIcon, InfoIcon, WarningIcon } from '../icons';
import { joinClassName } from '../utils/className';
import { action as actionClass, body, icon, message, notice } from './Notice.css';

/** What a notice is about: information, a warning, or a failure (danger). */
export type NoticeTone = 'info' | 'warning' | 'danger';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** info (default) and warning are polite (`role="status"`); danger interrupts (`role="alert"`). */
  tone?: NoticeTone;
  /** The message. */
  children: ReactNode;
  /** Something to do about it, at the end of the row: a button such as Try again or Dismiss. */
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const ROLES = { info: 'status', warning: 'status', danger: 'alert' } as const;
/** A different shape per tone: info (i in a circle), warning (a triangle), danger (! in a circle). */
const ICONS = { info: InfoIcon, warning: WarningIcon, danger: AlertIcon } as const;

/**
 * Something the user should know about the work on screen: the message with the tone's icon
 * (so the tone is never told by colour alone), and an optional action. A live region: info and
 * warning are announced politely (`role="status"`), danger at once (`role="alert"`). The tone is
 * also set as `data-tone`.
 */
export function Notice({ tone = 'info', children, action, className, ...props }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div
      {...props}
      role={ROLES[tone]}
      data-tone={tone}
      className={joinClassName(notice({ tone }), className)}
    >
      <div className={body}>
        <Icon className={icon} />
        <div className={message}>{children}</div>
      </div>
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
