import { formatCommentTime, validateComment, type CommentCheck } from '@sightings/domain-model';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../Button/Button';
import { LoadingOverlay } from '../../LoadingOverlay/LoadingOverlay';
import { Notice } from '../../Notice/Notice';
import { TextArea } from '../../TextArea/TextArea';
import { joinClassName } from '../../utils/className';
import { blockTitle } from '../review.css';
import {
  author,
  body,
  empty,
  form,
  formActions,
  message as messageClass,
  messageField,
  meta,
  panel,
  sentFrom as sentFromClass,
  submessages,
  thread,
} from './ConversationPanel.css';

/** Where a message was written: quality control or final review (001 §3). */
export type ConversationSource = 'QC' | 'FR';

/** A reply under a message (001 §3 "submessages"). */
export interface ConversationSubmessage {
  id: string;
  message: string;
  /** ISO-8601; shown as DD-MM-YYYY hh:mm on the 24-hour clock. */
  createdAt: string;
  createdBy: string;
  sentFrom: ConversationSource;
}

/** A message of the thread with its replies (001 §3 "Comment or conversation"). */
export interface ConversationMessage extends ConversationSubmessage {
  submessages?: readonly ConversationSubmessage[];
}

export const CONVERSATION_LABELS = {
  title: 'Conversation',
  messageField: 'Message',
  send: 'Send',
  empty: 'No messages yet',
  loading: 'Loading the conversation',
  sentFrom: { QC: 'QC', FR: 'FR' } as Record<ConversationSource, string>,
  sentFromName: { QC: 'quality control', FR: 'final review' } as Record<ConversationSource, string>,
  sendHint: 'Ctrl+Enter sends',
} as const;

export interface ConversationPanelProps {
  /** The thread, oldest first; each message with its replies. */
  messages: readonly ConversationMessage[];
  /**
   * Send the message (checked, and trimmed, by `validate`). Return a promise: the field is
   * emptied when it resolves; when it rejects the text stays, to send again.
   */
  onSend: (message: string) => Promise<unknown> | void;
  /**
   * The check before sending: domain-model's comment rule by default (001 §5: empty 'This field
   * cannot be empty.', blank 'Comment can not be empty!').
   */
  validate?: (text: string) => CommentCheck;
  /** A refused text's check, e.g. for the screen's toast ('Comment can not be empty!'). */
  onInvalid?: (check: Extract<CommentCheck, { kind: 'invalid' }>) => void;
  /** A message is being sent: Send shows its pending state. */
  isSending?: boolean;
  /** The failed send's message (e.g. 'SEND MESSAGE FAILED'), as an alert above the form. */
  sendError?: string | null;
  /** The thread is loading: a spinner covers it. */
  isLoading?: boolean;
  /** The thread failed to load. */
  loadError?: string | null;
  /** The whole panel read-only (e.g. a delivered domain). */
  isDisabled?: boolean;
  /** The panel's title (default 'Conversation'); e.g. 'Conversation on image 1234'. */
  title?: string;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What the field says about a refused text: the blank text's own message ('Comment can not be
 * empty!') when the rule has one, else the field's ('This field cannot be empty.').
 */
function messageOf(check: Extract<CommentCheck, { kind: 'invalid' }>): string {
  return check.toast ?? check.fieldError;
}

/** A message's head: who, where from (QC/FR, said in words too) and when. */
function MessageHead({ item }: { item: ConversationSubmessage }) {
  const time = formatCommentTime(item.createdAt);
  return (
    <p className={meta}>
      <span className={author}>{item.createdBy}</span>
      <abbr
        className={sentFromClass}
        data-sent-from={item.sentFrom}
        title={CONVERSATION_LABELS.sentFromName[item.sentFrom]}
      >
        {CONVERSATION_LABELS.sentFrom[item.sentFrom]}
      </abbr>
      <time dateTime={item.createdAt}>{time}</time>
    </p>
  );
}

/**
 * The conversation of the review screens (001 §3): the thread, each message with its author,
 * where it was sent from (QC or FR) and its time as DD-MM-YYYY hh:mm (`formatCommentTime`),
 * its replies indented under it; then the send form. The form checks the text with `validate`
 * (domain-model's comment rule) on Send (or Ctrl+Enter / Cmd+Enter in the field) and shows the message at the field, with the
 * focus on it; a valid text goes to `onSend`. While it is being sent the text stays; it is
 * cleared once the send succeeds and kept when it fails.
 */
export function ConversationPanel({
  messages,
  onSend,
  validate = validateComment,
  onInvalid,
  isSending = false,
  sendError = null,
  isLoading = false,
  loadError = null,
  isDisabled = false,
  title = CONVERSATION_LABELS.title,
  headingLevel = 2,
  className,
}: ConversationPanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const send = async () => {
    if (isSending || isDisabled) return;
    const check = validate(text);
    if (check.kind === 'invalid') {
      setError(messageOf(check));
      onInvalid?.(check);
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    setError(null);
    try {
      await onSend(check.message);
      setText('');
    } catch {
      // The screen shows why (sendError); the text stays to send again.
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <section aria-labelledby={titleId} className={joinClassName(panel, className)}>
      <Heading id={titleId} className={blockTitle}>
        {title}
      </Heading>
      <LoadingOverlay isLoading={isLoading} label={CONVERSATION_LABELS.loading}>
        {loadError ? <Notice tone="danger">{loadError}</Notice> : null}
        {messages.length === 0 && !isLoading && !loadError ? (
          <p className={empty}>{CONVERSATION_LABELS.empty}</p>
        ) : (
          <ol className={thread} aria-label={title}>
            {messages.map((item) => (
              <li key={item.id} className={messageClass}>
                <article aria-label={`${item.createdBy}, ${formatCommentTime(item.createdAt)}`}>
                  <MessageHead item={item} />
                  <p className={body}>{item.message}</p>
                </article>
                {item.submessages && item.submessages.length > 0 ? (
                  <ol className={submessages}>
                    {item.submessages.map((reply) => (
                      <li key={reply.id} className={messageClass}>
                        <article
                          aria-label={`${reply.createdBy}, ${formatCommentTime(reply.createdAt)}`}
                        >
                          <MessageHead item={reply} />
                          <p className={body}>{reply.message}</p>
                        </article>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </LoadingOverlay>
      <Form ref={formRef} validationBehavior="aria" onSubmit={onSubmit} className={form}>
        {sendError ? <Notice tone="danger">{sendError}</Notice> : null}
        <TextArea
          className={messageField}
          label={CONVERSATION_LABELS.messageField}
          description={CONVERSATION_LABELS.sendHint}
          value={text}
          onChange={(next) => {
            setText(next);
            if (error !== null) {
              const check = validate(next);
              setError(check.kind === 'invalid' ? messageOf(check) : null);
            }
          }}
          onKeyDown={onKeyDown}
          isRequired
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          isDisabled={isDisabled}
          rows={3}
        />
        <div className={formActions}>
          <Button type="submit" variant="primary" isPending={isSending} isDisabled={isDisabled}>
            {CONVERSATION_LABELS.send}
          </Button>
        </div>
      </Form>
    </section>
  );
}
