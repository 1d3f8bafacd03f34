import { parseFoundAt } from '@sightings/domain-model';

/*
 * The found-at filter as spec 002 §9 shows it, 'DD/MM/YYYY hh:mm A' (UTC), and as the form and
 * the wire hold it, 'YYYY-MM-DD HH:mm:ss' (domain-model's `parseFoundAt` decides what is a real
 * moment). The fields show the display form; both forms are accepted when typed.
 */

const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])$/;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Typed text as the form's value: 'DD/MM/YYYY hh:mm A' becomes 'YYYY-MM-DD HH:mm:ss'; anything
 * else is left as typed (a wire-form value, '', or a mistake for the rule to refuse).
 */
export function foundAtFromDisplay(text: string): string {
  const match = DISPLAY.exec(text.trim());
  if (!match) return text;
  const [, d = '', mo = '', y = '', h = '', mi = '', s = '00', ampm = ''] = match;
  const hour12 = Number(h);
  if (hour12 < 1 || hour12 > 12) return text;
  const hour = (hour12 % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
  return `${y}-${two(Number(mo))}-${two(Number(d))} ${two(hour)}:${mi}:${s}`;
}

/** The form's value as the field shows it: 'DD/MM/YYYY hh:mm A' (seconds only when not 00). */
export function foundAtToDisplay(value: string): string {
  const wire = parseFoundAt(value);
  if (!wire) return value;
  const [date = '', time = ''] = wire.split(' ');
  const [y, mo, d] = date.split('-');
  const [h = '0', mi, s] = time.split(':');
  const hour = Number(h);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const seconds = s === '00' ? '' : `:${s}`;
  return `${d}/${mo}/${y} ${two(hour12)}:${mi}${seconds} ${hour < 12 ? 'AM' : 'PM'}`;
}
