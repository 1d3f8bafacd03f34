import {
  chooseCountry,
  chooseLanguage,
  chooseWebsite,
  clearedParts,
  CONTACT_FIELDS,
  countryName,
  keptAfterWebsiteChoice,
  restoreCleared,
  restoreOffer,
  showsContactDetails,
  TEXTS,
  validateDomainForm,
  type ClearedValues,
  type ContactField,
  type Country,
  type DomainFormErrors,
  type DomainFormField,
  type DomainFormValues,
  type Language,
  type NonCommercialReason,
  type ThirdPartyDomainData,
  type WebsiteChoice,
} from '@sightings/domain-model';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Form, type Key } from 'react-aria-components';
import { Accordion, AccordionItem } from '../Accordion/Accordion';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { CopyButton } from '../CopyButton/CopyButton';
import { CountryPicker } from '../CountryPicker/CountryPicker';
import { LanguagePicker, type ReadonlyLanguage } from '../LanguagePicker/LanguagePicker';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select, SelectItem } from '../Select/Select';
import { visuallyHidden } from '../theme/focusRing.css';
import { CONTACT_INPUT_TYPES, ContactFields } from './ContactFields';
import { joinClassName } from '../utils/className';
import {
  contacts,
  contactsLabel,
  dataList,
  dataRow,
  dataTerm,
  dataValue,
  fieldSlot,
  form,
  restore,
  restoreActions,
  restoreText,
  websiteRow,
} from './DomainDetailsForm.css';

/** Our labels of the form's parts (the spec names the fields, not their labels). */
export const DOMAIN_FORM_LABELS = {
  website: 'Website',
  reason: 'Non-commercial reason',
  reasonPlaceholder: 'Choose a reason',
  country: 'Country',
  language: 'Language',
  contactDetails: 'Contact details',
  notAvailable: 'Not available',
  restore: 'Restore',
  dismiss: 'Dismiss',
} as const;

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

/** The labels of the Detailed address fields, in `CONTACT_FIELDS` order. */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  street: 'Street',
  city: 'City',
  postcode: 'Postcode',
  phoneNumber: 'Phone number',
  email: 'Email',
  companyName: 'Company name',
  facebookLink: 'Facebook link',
  contactFormLink: 'Contact form link',
};

/** The rows of the read-only Third-party data, in the order shown. */
export const THIRD_PARTY_FIELDS: readonly { key: keyof ThirdPartyDomainData; label: string }[] = [
  { key: 'street', label: 'Street' },
  { key: 'city', label: 'City' },
  { key: 'zipcode', label: 'Zipcode' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'companyName', label: 'Company name' },
  { key: 'owlerUrl', label: 'Owler URL' },
  { key: 'primaryCountry', label: 'Country' },
];

/** The fields in the order they are shown: the first with an error takes the focus. */
const FIELD_ORDER: readonly DomainFormField[] = [
  'website',
  'noCommercialCause',
  'country',
  ...CONTACT_FIELDS,
];

const ADDRESS = 'address';
const THIRD_PARTY = 'thirdParty';

export interface DomainDetailsFormProps {
  /** What the form shows; the form is controlled. */
  values: DomainFormValues;
  /** Every edit, as the whole next set of values (already through the domain-model rules). */
  onChange: (values: DomainFormValues) => void;
  /**
   * Errors from outside (e.g. the server's answer to a save), shown at their fields. The form's
   * own checks (`validateDomainForm`) are added once a save was tried.
   */
  errors?: DomainFormErrors;
  /** Whether an operator has filled the domain before: the Website choice is then optional. */
  filledByOperator?: boolean;
  /** The countries for the Country dropdowns. */
  countries: readonly Country[];
  /** The languages for the Language dropdowns; a chosen country fills its language from them. */
  languages: readonly ReadonlyLanguage[];
  /** The non-commercial reasons; the form stores the reason's `name`. */
  reasons: readonly NonCommercialReason[];
  /** The read-only Third-party data; null shows every value as missing. */
  thirdPartyData: ThirdPartyDomainData | null;
  /** SAVE DETAILS with valid values (`validateDomainForm` found nothing). */
  onSubmit: (values: DomainFormValues) => void;
  /** A save is under way: the button shows its pending state and the form does not submit. */
  isSaving?: boolean;
  /** Disables every field and the button. */
  isDisabled?: boolean;
  /**
   * Moves the focus to the first field (the Website radios) when the form mounts with it set,
   * and whenever it turns true: the Domains page sets it for the domain that shows after a
   * save, so the operator goes on without a Tab.
   */
  focusFirstField?: boolean;
  /** Names the form (a form landmark) when given. */
  'aria-label'?: string;
  className?: string;
}

/**
 * The Domains page's details form (spec 000 "Domains page", "Domains page flow", section 5).
 * Website radios (Non-Commercial clears every contact, country and language field and shows
 * the reason select; `chooseWebsite`), the Art shop checkbox, the Country pair (a country fills
 * its language by itself; `chooseCountry`), the Language pair (`chooseLanguage`), the Contact
 * details while a priority country is set (`showsContactDetails`: an editable Detailed address
 * and the read-only Third-party data with Copy buttons), and SAVE DETAILS.
 *
 * SAVE DETAILS, or Enter in a field, checks the values with `validateDomainForm`: with errors it
 * shows them at their fields (and keeps them up to date as the operator fixes them) and moves
 * the focus to the first field in error; without, it calls `onSubmit(values)`. While the values
 * are non-commercial the country and language dropdowns are disabled: a non-commercial domain
 * keeps neither. The Contact details also show while one of their fields has an error, so it
 * can be fixed.
 */
export function DomainDetailsForm({
  values,
  onChange,
  errors = {},
  filledByOperator = false,
  countries,
  languages,
  reasons,
  thirdPartyData,
  onSubmit,
  isSaving = false,
  isDisabled = false,
  focusFirstField = false,
  'aria-label': ariaLabel,
  className,
}: DomainDetailsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempted, setAttempted] = useState(false);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set([ADDRESS]));
  const [focusRequest, setFocusRequest] = useState<{ field: DomainFormField } | null>(null);
  // What Non-Commercial cleared in this form, to offer it back (`keptAfterWebsiteChoice`).
  const [kept, setKept] = useState<ClearedValues | null>(null);
  const contactsLabelId = useId();

  useEffect(() => {
    if (focusRequest) focusField(formRef, focusRequest.field);
  }, [focusRequest]);

  useEffect(() => {
    if (focusFirstField) focusField(formRef, 'website');
  }, [focusFirstField]);

  const shown: DomainFormErrors = attempted
    ? { ...errors, ...validateDomainForm(values, { filledByOperator }) }
    : errors;
  const nonCommercial = values.website === 'nonCommercial';
  const offer = isDisabled ? null : restoreOffer(values, kept);
  const contactsShown =
    showsContactDetails(values) || CONTACT_FIELDS.some((field) => shown[field] !== undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || isDisabled) return;
    const found = validateDomainForm(values, { filledByOperator });
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      setAttempted(true);
      if ((CONTACT_FIELDS as readonly string[]).includes(first)) {
        setExpanded((keys) => new Set([...keys, ADDRESS]));
      }
      setFocusRequest({ field: first });
      return;
    }
    setAttempted(false);
    onSubmit(values);
  };

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={ariaLabel}
      className={joinClassName(form, className)}
    >
      <div className={websiteRow}>
        <div data-field="website" className={fieldSlot}>
          <RadioGroup
            label={DOMAIN_FORM_LABELS.website}
            orientation="horizontal"
            value={values.website}
            onChange={(choice) => {
              const website = choice as WebsiteChoice;
              setKept(keptAfterWebsiteChoice(values, website, kept));
              onChange(chooseWebsite(values, website));
            }}
            isRequired={!filledByOperator}
            isInvalid={shown.website !== undefined}
            errorMessage={shown.website}
            isDisabled={isDisabled}
          >
            <Radio value="commercial">{TEXTS.domains.commercial}</Radio>
            <Radio value="nonCommercial">{TEXTS.domains.nonCommercial}</Radio>
          </RadioGroup>
        </div>
        {nonCommercial ? (
          <div data-field="noCommercialCause" className={fieldSlot}>
            <Select<NonCommercialReason>
              label={DOMAIN_FORM_LABELS.reason}
              placeholder={DOMAIN_FORM_LABELS.reasonPlaceholder}
              items={reasons}
              value={values.noCommercialCause}
              onChange={(key) =>
                onChange({ ...values, noCommercialCause: key === null ? null : String(key) })
              }
              isRequired
              isInvalid={shown.noCommercialCause !== undefined}
              errorMessage={shown.noCommercialCause}
              isDisabled={isDisabled}
            >
              {(reason) => <SelectItem id={reason.name}>{reason.name}</SelectItem>}
            </Select>
          </div>
        ) : null}
      </div>
      {/* Always there, so that the offer is announced (politely) when it appears. */}
      <div className={restore} data-state={offer ? 'offered' : 'none'}>
        <p role="status" className={restoreText}>
          {offer ? restoreOfferText(offer, countries, languages) : null}
        </p>
        {offer ? (
          <div className={restoreActions}>
            <Button
              variant="secondary"
              size="small"
              onPress={() => {
                const restored = restoreCleared(values, offer);
                setKept(null);
                onChange(restored);
                if (CONTACT_FIELDS.some((field) => offer[field])) {
                  setExpanded((keys) => new Set([...keys, ADDRESS]));
                }
                // The buttons go with the offer: the focus goes to what came back.
                setFocusRequest({
                  field: restored.priorityCountry || restored.otherCountry ? 'country' : 'website',
                });
              }}
            >
              {DOMAIN_FORM_LABELS.restore}
            </Button>
            <Button
              variant="quiet"
              size="small"
              onPress={() => {
                setKept(null);
                setFocusRequest({ field: 'website' });
              }}
            >
              {DOMAIN_FORM_LABELS.dismiss}
            </Button>
          </div>
        ) : null}
      </div>
      <Checkbox
        isSelected={values.gallery}
        onChange={(gallery) => onChange({ ...values, gallery })}
        isDisabled={isDisabled}
      >
        {TEXTS.domains.artShop}
      </Checkbox>
      <div data-field="country" className={fieldSlot}>
        <CountryPicker
          label={DOMAIN_FORM_LABELS.country}
          countries={countries}
          priority={values.priorityCountry}
          other={values.otherCountry}
          onChange={(kind, code) =>
            // The rule only reads the languages.
            onChange(chooseCountry(values, kind, code, languages as readonly Language[]))
          }
          errorMessage={shown.country}
          isDisabled={isDisabled || nonCommercial}
        />
      </div>
      <LanguagePicker
        label={DOMAIN_FORM_LABELS.language}
        languages={languages}
        priority={values.priorityLanguage}
        other={values.otherLanguage}
        onChange={(kind, code) => onChange(chooseLanguage(values, kind, code))}
        isDisabled={isDisabled || nonCommercial}
      />
      {contactsShown ? (
        <div role="group" aria-labelledby={contactsLabelId} className={contacts}>
          <span id={contactsLabelId} className={contactsLabel}>
            {DOMAIN_FORM_LABELS.contactDetails}
          </span>
          <Accordion allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={setExpanded}>
            <AccordionItem id={ADDRESS} title={TEXTS.domains.detailedAddress}>
              <ContactFields
                fields={CONTACT_FIELDS}
                labels={CONTACT_FIELD_LABELS}
                inputTypes={CONTACT_INPUT_TYPES}
                values={values}
                onChange={(field, text) => onChange({ ...values, [field]: text })}
                errors={shown}
                isDisabled={isDisabled}
              />
            </AccordionItem>
            <AccordionItem id={THIRD_PARTY} title={TEXTS.domains.thirdPartyData}>
              <ThirdPartyList data={thirdPartyData} countries={countries} />
            </AccordionItem>
          </Accordion>
        </div>
      ) : null}
      <Button type="submit" variant="primary" isPending={isSaving} isDisabled={isDisabled}>
        {TEXTS.domains.saveDetails}
      </Button>
    </Form>
  );
}

/**
 * The read-only Third-party data: each value with a Copy button; a missing one as '—'. The
 * country (`primaryCountry`, an alpha-3 code) shows, and copies, as its name from `countries`.
 */
function ThirdPartyList({
  data,
  countries,
}: {
  data: ThirdPartyDomainData | null;
  countries: readonly Country[];
}) {
  const baseId = useId();
  return (
    <dl className={dataList}>
      {THIRD_PARTY_FIELDS.map(({ key, label }) => {
        const raw = data?.[key] ?? null;
        const value =
          key === 'primaryCountry'
            ? countryName(raw, countries)
            : raw !== null && raw.trim() !== ''
              ? raw
              : null;
        const termId = `${baseId}-${key}`;
        const copyId = `${baseId}-${key}-copy`;
        return (
          <div key={key} className={dataRow}>
            <dt id={termId} className={dataTerm}>
              {label}
            </dt>
            <dd className={dataValue}>
              {value === null ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className={visuallyHidden}>{DOMAIN_FORM_LABELS.notAvailable}</span>
                </>
              ) : (
                <>
                  <span>{value}</span>
                  <CopyButton
                    id={copyId}
                    aria-labelledby={`${copyId} ${termId}`}
                    value={value}
                    label={TEXTS.common.copy}
                    variant="quiet"
                  />
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Focuses the first control the keyboard can reach in a field's slot (`data-field`). */
function focusField(formRef: RefObject<HTMLFormElement | null>, field: DomainFormField) {
  const slot = formRef.current?.querySelector(`[data-field="${field}"]`);
  if (slot) firstFocusable(slot)?.focus();
}

/** The first control in `container` that the keyboard can reach. */
function firstFocusable(container: Element): HTMLElement | null {
  const candidates = container.querySelectorAll<HTMLElement>('input, select, textarea, button');
  for (const element of candidates) {
    if (element.tabIndex < 0) continue;
    if ((element as HTMLInputElement).disabled) continue;
    if ((element as HTMLInputElement).type === 'hidden') continue;
    if (element.closest('[aria-hidden="true"], [hidden]')) continue;
    return element;
  }
  return null;
}
