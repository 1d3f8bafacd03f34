import { TEXTS, validateParkDate } from '@sightings/domain-model';
import { useState, type FormEvent } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog as AriaDialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  type DateValue,
} from 'react-aria-components';
import { Button } from '../../Button/Button';
import { Dialog } from '../../Dialog/Dialog';
import { FieldDescription, FieldErrorText, FieldLabel } from '../../Field/Field';
import { field } from '../../Field/Field.css';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import {
  actions,
  calendarButton,
  calendarHeader,
  calendarTitle,
  cell,
  dateInput,
  form,
  grid,
  group,
  headerCell,
  icon,
  popover,
  segment,
} from './ParkDialog.css';

/** The dialog's words: the spec's where it quotes them (TEXTS), ours otherwise. */
export const PARK_DIALOG_LABELS = {
  title: TEXTS.review.park,
  date: 'Parked until',
  hint: 'The domain leaves the final review queue until this day.',
  calendar: 'Open the calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  park: TEXTS.review.park,
  cancel: 'Cancel',
} as const;

/**
 * The park date reads and is typed as DD-MM-YYYY, as every other date of the review screens
 * (001 §9): day, month, year in British English (en-GB: the segments in that order, English
 * names and placeholders, weeks from Monday), whatever the browser's locale; the separator
 * shown between the segments is '-' rather than en-GB's '/'.
 */
export const PARK_DATE_LOCALE = 'en-GB';
const PARK_DATE_SEPARATOR = '-';

export interface ParkDialogProps {
  isOpen: boolean;
  /** The dialog asks to close (Cancel, Escape). */
  onOpenChange: (isOpen: boolean) => void;
  /** The date passed the rule (`validateParkDate`): park until it, `YYYY-MM-DD`. */
  onPark: (untilDate: string) => void;
  /** The park call is under way: Park spins, the dialog cannot be closed. */
  isPending?: boolean;
  /** The server's refusal, shown under the field (e.g. 'Please choose a date in the future'). */
  error?: string | null;
  /** "Today", for the rule (default: now). */
  now?: Date;
  /** The domain parked, named in the hint. */
  domain?: string;
}

/**
 * The Park modal of final review (001 §2.4, §4.5, §5): one date, typed segment by segment as
 * DD-MM-YYYY (`PARK_DATE_LOCALE`; react-aria `DatePicker`: arrows change a segment, digits fill
 * it and move on, Tab moves on) or picked in
 * a calendar (Alt+ArrowDown or the button opens it; arrows move by day, Page Up/Down by month,
 * Enter picks). Park checks the date with domain-model's `validateParkDate`: empty reads 'This
 * field cannot be empty.', today or earlier 'Please choose a date in the future'; a valid date
 * goes to `onPark` as YYYY-MM-DD. The field keeps its value when the server refuses it.
 */
export function ParkDialog({
  isOpen,
  onOpenChange,
  onPark,
  isPending = false,
  error = null,
  now,
  domain,
}: ParkDialogProps) {
  const [value, setValue] = useState<DateValue | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const shown = message ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateParkDate(value ? value.toString() : null, now ?? new Date());
    if (check.kind === 'invalid') {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    onPark(check.untilDate);
  };

  return (
    <Dialog
      title={PARK_DIALOG_LABELS.title}
      isOpen={isOpen}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) {
          setValue(null);
          setMessage(null);
        }
        onOpenChange(open);
      }}
    >
      {({ close }) => (
        <form className={form} onSubmit={submit} noValidate>
          <I18nProvider locale={PARK_DATE_LOCALE}>
            <DatePicker
              className={field}
              value={value}
              onChange={(next) => {
                setValue(next);
                setMessage(null);
              }}
              isInvalid={shown !== null}
              isRequired
              validationBehavior="aria"
              granularity="day"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field (APG)
              autoFocus
            >
              <FieldLabel>{PARK_DIALOG_LABELS.date}</FieldLabel>
              <Group className={group}>
                <DateInput className={dateInput}>
                  {(part) => (
                    <DateSegment segment={part} className={segment}>
                      {part.type === 'literal' ? PARK_DATE_SEPARATOR : part.text}
                    </DateSegment>
                  )}
                </DateInput>
                <AriaButton className={calendarButton} aria-label={PARK_DIALOG_LABELS.calendar}>
                  <ChevronDownIcon className={icon} />
                </AriaButton>
              </Group>
              <FieldDescription>
                {domain ? `${domain}: ${PARK_DIALOG_LABELS.hint}` : PARK_DIALOG_LABELS.hint}
              </FieldDescription>
              <FieldErrorText>{shown ?? ''}</FieldErrorText>
              <Popover className={popover}>
                <AriaDialog aria-label={PARK_DIALOG_LABELS.calendar}>
                  <Calendar>
                    <header className={calendarHeader}>
                      <AriaButton
                        slot="previous"
                        className={calendarButton}
                        aria-label={PARK_DIALOG_LABELS.previousMonth}
                      >
                        <ChevronLeftIcon className={icon} />
                      </AriaButton>
                      <Heading className={calendarTitle} />
                      <AriaButton
                        slot="next"
                        className={calendarButton}
                        aria-label={PARK_DIALOG_LABELS.nextMonth}
                      >
                        <ChevronRightIcon className={icon} />
                      </AriaButton>
                    </header>
                    <CalendarGrid className={grid}>
                      <CalendarGridHeader>
                        {(day) => (
                          <CalendarHeaderCell className={headerCell}>{day}</CalendarHeaderCell>
                        )}
                      </CalendarGridHeader>
                      <CalendarGridBody>
                        {(date) => <CalendarCell date={date} className={cell} />}
                      </CalendarGridBody>
                    </CalendarGrid>
                  </Calendar>
                </AriaDialog>
              </Popover>
            </DatePicker>
          </I18nProvider>
          <div className={actions}>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {PARK_DIALOG_LABELS.cancel}
            </Button>
            <Button variant="primary" type="submit" isPending={isPending}>
              {PARK_DIALOG_LABELS.park}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
