import {
  chooseWebsite,
  CONTACT_FIELDS,
  countryName,
  keptAfterWebsiteChoice,
  restoreCleared,
  restoreOffer,
  showsContactDetails,
  TEXTS,
  validateDomainForm,
  type ClearedValues,
  type Country,
  type DomainFormErrors,
  type DomainFormField,
  type DomainFormValues,
  type NonCommercialReason,
  type ThirdPartyDomainData,
} from '@sightings/domain-model';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Form, type Key } from 'react-aria-components';
import { Accordion, AccordionItem } from '../Accordion/Accordion';
import { Button } from '../Button/Button';
import {
  CLASSIFICATION_LABELS,
  ClassificationFields,
} from '../ClassificationFields/ClassificationFields';
import { CopyButton } from '../CopyButton/CopyButton';
import type { ReadonlyLanguage } from '../LanguagePicker/LanguagePicker';
import { visuallyHidden } from '../theme/focusRing.css';
import { CONTACT_FIELD_LABELS } from './ContactFields';
import { joinClassName } from '../utils/className';
import {
  contacts,
  contactsLabel,
  dataList,
  dataRow,
  dataTerm,
  dataValue,
  form,
} from './DomainDetailsForm.css';
import { RestoreOfferNotice } from './RestoreOfferNotice';

export { CONTACT_FIELD_LABELS } from './ContactFields';
export { restoreOfferText } from './RestoreOfferNotice';

/** Our labels of the form's parts (the spec names the fields, not their labels). */
export const DOMAIN_FORM_LABELS = {
  website: CLASSIFICATION_LABELS.website,
  reason: CLASSIFICATION_LABELS.reason,
  reasonPlaceholder: CLASSIFICATION_LABELS.reasonPlaceholder,
  country: CLASSIFICATION_LABELS.country,
  language: CLASSIFICATION_LABELS.language,
  contactDetails: 'Contact details',
  notAvailable: 'Not available',
  restore: 'Restore',
  dismiss: 'Dismiss',
} as const;

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
 * The Domains page's details form (spec 000 "Domains page", "Domains page flow", section 5):
 * the domain's `ClassificationFields` on the Domains page's rules, and SAVE DETAILS. Website
 * radios (Non-Commercial clears every contact, country and language field and shows the reason
 * select; `chooseWebsite`), with the offer to restore what Non-Commercial cleared under them,
 * the Art shop checkbox, the Country pair (a country fills its language by itself;
 * `chooseCountry`), the Language pair (`chooseLanguage`), the Contact details while a priority
 * country is set (`showsContactDetails`: an editable Detailed address and the read-only
 * Third-party data with Copy buttons).
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
      <ClassificationFields<DomainFormValues>
        values={values}
        website={values.website}
        chooseWebsite={chooseWebsite}
        onChange={(next) => {
          if (next.website !== values.website) {
            setKept(keptAfterWebsiteChoice(values, next.website, kept));
          }
          onChange(next);
        }}
        errors={shown}
        countries={countries}
        languages={languages}
        reasons={reasons}
        contactFields={CONTACT_FIELDS}
        contactLabels={CONTACT_FIELD_LABELS}
        showsContacts={contactsShown}
        renderContacts={(fields) => (
          <div role="group" aria-labelledby={contactsLabelId} className={contacts}>
            <span id={contactsLabelId} className={contactsLabel}>
              {DOMAIN_FORM_LABELS.contactDetails}
            </span>
            <Accordion
              allowsMultipleExpanded
              expandedKeys={expanded}
              onExpandedChange={setExpanded}
            >
              <AccordionItem id={ADDRESS} title={TEXTS.domains.detailedAddress}>
                {fields}
              </AccordionItem>
              <AccordionItem id={THIRD_PARTY} title={TEXTS.domains.thirdPartyData}>
                <ThirdPartyList data={thirdPartyData} countries={countries} />
              </AccordionItem>
            </Accordion>
          </div>
        )}
        isWebsiteRequired={!filledByOperator}
        afterWebsite={
          <RestoreOfferNotice
            offer={offer}
            countries={countries}
            languages={languages}
            restoreLabel={DOMAIN_FORM_LABELS.restore}
            dismissLabel={DOMAIN_FORM_LABELS.dismiss}
            onRestore={(cleared) => {
              const restored = restoreCleared(values, cleared);
              setKept(null);
              onChange(restored);
              if (CONTACT_FIELDS.some((field) => cleared[field])) {
                setExpanded((keys) => new Set([...keys, ADDRESS]));
              }
              // The buttons go with the offer: the focus goes to what came back.
              setFocusRequest({
                field: restored.priorityCountry || restored.otherCountries ? 'country' : 'website',
              });
            }}
            onDismiss={() => {
              setKept(null);
              setFocusRequest({ field: 'website' });
            }}
          />
        }
        isDisabled={isDisabled}
      />
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
