import { formatDate, showsParkBanner } from '@sightings/domain-model';
import { Notice } from '../../Notice/Notice';

/** The banner's words (ours: the spec names the banner, not its text). */
export const parkedBannerText = (date: string) => `This domain is parked until ${date}.`;

export interface ParkedBannerProps {
  /** The domain's `parkedUntil` (`YYYY-MM-DD`), or null. */
  parkedUntil: string | null | undefined;
  /** "Today", for the rule (default: now). */
  now?: Date;
  className?: string;
}

/**
 * The parked-until banner of final review (001 §2.4, §4.5, §9): shown while the date has not
 * passed by more than one day (domain-model's `showsParkBanner`), as a warning `Notice` (its
 * icon says so besides the colour; a polite live region). The date reads DD-MM-YYYY. Nothing
 * renders otherwise.
 */
export function ParkedBanner({ parkedUntil, now, className }: ParkedBannerProps) {
  if (!parkedUntil || !showsParkBanner(parkedUntil, now ?? new Date())) return null;
  return (
    <Notice tone="warning" data-notice="parked" className={className}>
      {parkedBannerText(formatDate(parkedUntil))}
    </Notice>
  );
}
