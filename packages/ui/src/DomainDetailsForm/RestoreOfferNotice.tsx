import {
  clearedParts,
  countryName,
  type ClearedValues,
  type Country,
} from '@sightings/domain-model';
import { Button } from '../Button/Button';
import type { ReadonlyLanguage } from '../LanguagePicker/LanguagePicker';
import { restore, restoreActions, restoreText } from './DomainDetailsForm.css';

/**
 * The offer to take back what Non-Commercial cleared (our text; the specs have none), naming
 * what comes back: 'Non-Commercial cleared the country (Germany), the language (German) and 3
 * contact details. Restore them?'
 */
export function restoreOfferText(
  kept: ClearedValues,
  countries: readonly Pick<Country, 'fullName' | 'alpha3Code'>[],
  languages: readonly Pick<ReadonlyLanguage, 'code' | 'label'>[],
): string {
  const { country, language, contacts } = clearedParts(kept);
  const parts: string[] = [];
  if (country) parts.push(`the country (${countryName(country, countries) ?? country})`);
  if (language) {
    const label = languages.find((entry) => entry.code === language)?.label ?? language;
    parts.push(`the language (${label})`);
  }
  if (contacts.length === 1) parts.push('1 contact detail');
  else if (contacts.length > 1) parts.push(`${contacts.length} contact details`);
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const pronoun = parts.length === 1 && contacts.length <= 1 ? 'it' : 'them';
  return `Non-Commercial cleared ${listed}. Restore ${pronoun}?`;
}

export interface RestoreOfferNoticeProps {
  /** What is offered back (`restoreOffer`), or null: the notice is then empty. */
  offer: ClearedValues | null;
  countries: readonly Pick<Country, 'fullName' | 'alpha3Code'>[];
  languages: readonly Pick<ReadonlyLanguage, 'code' | 'label'>[];
  restoreLabel: string;
  dismissLabel: string;
  onRestore: (offer: ClearedValues) => void;
  onDismiss: () => void;
}

/**
 * The Domains page's offer under the Website radios. Always there, so that the offer is
 * announced (politely) when it appears; its buttons are the next Tab stops after the radios.
 */
export function RestoreOfferNotice({
  offer,
  countries,
  languages,
  restoreLabel,
  dismissLabel,
  onRestore,
  onDismiss,
}: RestoreOfferNoticeProps) {
  return (
    <div className={restore} data-state={offer ? 'offered' : 'none'}>
      <p role="status" className={restoreText}>
        {offer ? restoreOfferText(offer, countries, languages) : null}
      </p>
      {offer ? (
        <div className={restoreActions}>
          <Button variant="secondary" size="small" onPress={() => onRestore(offer)}>
            {restoreLabel}
          </Button>
          <Button variant="quiet" size="small" onPress={onDismiss}>
            {dismissLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
