import { isSafeHttpUrl } from '@sightings/domain-model';
import { AlertIcon, CheckIcon, CrossIcon, MinusIcon } from '../icons';
import { visuallyHidden } from '../theme/focusRing.css';
import { cellLink, mark, markIcon } from './tables.css';

/** The words a yes/no mark shows beside its icon. */
export interface MarkTexts {
  yes: string;
  no: string;
  unknown: string;
}

/** Yes, No and Unknown: the default words of a mark. */
export const YES_NO: MarkTexts = { yes: 'Yes', no: 'No', unknown: 'Unknown' };

/**
 * A yes/no value as an icon with its word (a tick and 'Yes', a cross and 'No', a dash and
 * 'Unknown' for null): never colour alone, and the word is what a screen reader hears.
 */
export function BooleanMark({
  value,
  texts = YES_NO,
}: {
  value: boolean | null;
  texts?: MarkTexts;
}) {
  const [Icon, text, state] =
    value === null
      ? [MinusIcon, texts.unknown, 'unknown']
      : value
        ? [CheckIcon, texts.yes, 'yes']
        : [CrossIcon, texts.no, 'no'];
  return (
    <span className={mark} data-mark={state}>
      <Icon aria-hidden="true" className={markIcon} />
      {text}
    </span>
  );
}

/**
 * A URL: a link opening in a new tab when it is http(s) (`isSafeHttpUrl`), else its text only
 * (a `javascript:` or other scheme never becomes a link). Nothing for an empty value.
 */
export function UrlLink({ url }: { url: string | null }) {
  if (!url) return null;
  if (!isSafeHttpUrl(url)) return <span className={cellLink}>{url}</span>;
  return (
    <a className={cellLink} href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

/** The text of an image URL cell when the row has none (001 §2.2: such rows are red). */
export const NO_IMAGE_URL = 'No image URL';

/** An image URL: its link, or an alert icon with 'No image URL' when the row has none. */
export function ImageUrlCell({ url }: { url: string | null }) {
  if (!url?.trim()) {
    return (
      <span className={mark} data-mark="missing">
        <AlertIcon aria-hidden="true" className={markIcon} />
        {NO_IMAGE_URL}
      </span>
    );
  }
  return <UrlLink url={url} />;
}

/** What a screen reader hears after a domain link's name (the link opens another window). */
export const NEW_WINDOW_HINT = ' (opens in a new window)';

/**
 * A domain that opens a page of the console in a new window (the review tables' rows, 001 §2.6:
 * /final_review?domainName={domain}, or /403 without the permission; the screen decides the
 * address). `rel="noopener"`: the new window cannot reach this one.
 */
export function DomainLink({ domain, href }: { domain: string; href: string }) {
  return (
    <a className={cellLink} href={href} target="_blank" rel="noopener">
      {domain}
      <span className={visuallyHidden}>{NEW_WINDOW_HINT}</span>
    </a>
  );
}
