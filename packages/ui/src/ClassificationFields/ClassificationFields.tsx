import {
  chooseCountry,
  chooseLanguage,
  commercialChoice,
  TEXTS,
  type Country,
  type CountryLanguageValues,
  type NonCommercialReason,
  type WebsiteChoice,
} from '@sightings/domain-model';
import { useId, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { CountryPicker } from '../CountryPicker/CountryPicker';
import { ContactFields } from '../DomainDetailsForm/ContactFields';
import { LanguagePicker, type ReadonlyLanguage } from '../LanguagePicker/LanguagePicker';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import {
  COMPANY_DETAILS_TITLE,
  COMPANY_FIELD_LABELS,
  COMPANY_FIELDS,
  COMPANY_INPUT_TYPES,
  type CompanyDetailsField,
} from '../review/CompanyDetailsForm/CompanyDetailsForm';
import { blockTitle } from '../review/review.css';
import { Select, SelectItem } from '../Select/Select';
import { joinClassName } from '../utils/className';
import {
  contacts,
  contactsSlot,
  fieldSlot,
  root,
  websiteRow,
  type RootVariants,
} from './ClassificationFields.css';

/**
 * The contact fields the widget can show: the review screens' company details and social media
 * fields (001 §2.1, §2.5); the Domains page's Detailed address is eight of them.
 */
export type ClassificationContactField = CompanyDetailsField;

/**
 * A domain's classification on the Domain entity's names (spec 000 section 3, 001 §3): the
 * Domains page's `DomainFormValues` and a review screen's draft both are one. Contact fields
 * are optional (a screen carries the ones it shows) and may be null (the entity's empty).
 */
export interface ClassificationValues
  extends CountryLanguageValues, Partial<Record<ClassificationContactField, string | null>> {
  /** The non-commercial reason's name. */
  noCommercialCause: string | null;
  /** The Art shop checkbox. */
  gallery: boolean;
}

/** The two choices of the Website radios. */
export type WebsiteOption = Exclude<WebsiteChoice, null>;

/** The parts a message can be shown at (`data-field` names them for focus moves too). */
export type ClassificationField =
  'website' | 'noCommercialCause' | 'country' | 'language' | ClassificationContactField;

export type ClassificationErrors = Partial<Record<ClassificationField, string | undefined>>;

export interface ClassificationLabels {
  website: string;
  commercial: string;
  nonCommercial: string;
  reason: string;
  reasonPlaceholder: string;
  artShop: string;
  country: string;
  language: string;
  /** The title of the contact fields (the default presentation only). */
  contacts: string;
}

/** The labels the widget shows unless told otherwise: the Domains page's. */
export const CLASSIFICATION_LABELS: ClassificationLabels = {
  website: 'Website',
  commercial: TEXTS.domains.commercial,
  nonCommercial: TEXTS.domains.nonCommercial,
  reason: 'Non-commercial reason',
  reasonPlaceholder: 'Choose a reason',
  artShop: TEXTS.domains.artShop,
  country: 'Country',
  language: 'Language',
  contacts: COMPANY_DETAILS_TITLE,
};

export interface ClassificationFieldsProps<V extends ClassificationValues> {
  /** What the fields show; the widget is controlled. Fields it does not show are kept as they are. */
  values: V;
  /**
   * The Website choice: 'commercial', 'nonCommercial' or null, or the entity's
   * `commercialWebSite` as it is (true, false, null).
   */
  website: WebsiteChoice | boolean;
  /**
   * The rule of the Website radios: the next values when the operator picks a choice. It sets
   * the choice and clears what the choice clears: the Domains page's `chooseWebsite`, the
   * review screens' `chooseReviewCommercial`. While Non-Commercial is chosen, the parts this
   * rule empties (countries, languages, contact fields) are disabled: a non-commercial domain
   * keeps none of them. It must be pure (the widget also calls it to see what it clears).
   */
  chooseWebsite: (values: V, choice: WebsiteOption) => V;
  /** Every edit, as the whole next set of values (already through the domain-model rules). */
  onChange: (values: V) => void;
  /** Messages shown at their fields. */
  errors?: ClassificationErrors;
  /** The countries of the Country dropdowns. */
  countries: readonly Country[];
  /** The languages of the Language dropdowns; a chosen country fills its language from them. */
  languages: readonly ReadonlyLanguage[];
  /** The non-commercial reasons; the values hold the reason's `name`. */
  reasons: readonly NonCommercialReason[];
  /** The contact fields, in the order shown (default the review screens' company details). */
  contactFields?: readonly ClassificationContactField[];
  /** Labels of contact fields that read otherwise than `COMPANY_FIELD_LABELS`. */
  contactLabels?: Partial<Record<ClassificationContactField, string>>;
  /** An emptied contact field is written as '' (default) or as null (the entity's empty). */
  emptyContactValue?: '' | null;
  /** Whether the contact fields show at all (default true). */
  showsContacts?: boolean;
  /**
   * Wraps the contact fields (e.g. in an accordion beside other data). Without it they show
   * under the `contacts` label as a heading, in a group it names.
   */
  renderContacts?: (fields: ReactNode) => ReactNode;
  /** The heading level of the contact fields' title (default 2). */
  contactsHeadingLevel?: 2 | 3 | 4;
  /** Labels that differ from `CLASSIFICATION_LABELS`. */
  labels?: Partial<ClassificationLabels>;
  /** The Website choice is required (marked so to assistive technology). */
  isWebsiteRequired?: boolean;
  /** Shown right after the Website row, before Art shop (e.g. an offer to undo a choice). */
  afterWebsite?: ReactNode;
  /** Disables every field. */
  isDisabled?: boolean;
  /** The spacing between the fields: regular (default) or compact. */
  density?: RootVariants['density'];
  className?: string;
}

/**
 * A domain's classification: the Website radios (Commercial, Non-Commercial), the reason select
 * while non-commercial, Art shop, the Country and Language pairs (a country fills its language:
 * `chooseCountry`; `chooseLanguage`) and the contact fields. The Domains page's form and the
 * review screens both show it; what differs between them comes in as props: the Website rule
 * (`chooseWebsite`), the contact fields shown, the labels, how an empty field is written.
 *
 * Each field sits in a `data-field` slot (`website`, `noCommercialCause`, `country`,
 * `language`, each contact field), so a surrounding form can move the focus to a field in error.
 */
export function ClassificationFields<V extends ClassificationValues>({
  values,
  website,
  chooseWebsite,
  onChange,
  errors = {},
  countries,
  languages,
  reasons,
  contactFields = COMPANY_FIELDS,
  contactLabels,
  emptyContactValue = '',
  showsContacts = true,
  renderContacts,
  contactsHeadingLevel = 2,
  labels,
  isWebsiteRequired = false,
  afterWebsite,
  isDisabled = false,
  density,
  className,
}: ClassificationFieldsProps<V>) {
  const text = { ...CLASSIFICATION_LABELS, ...labels };
  const choice = typeof website === 'boolean' ? commercialChoice(website) : website;
  const nonCommercial = choice === 'nonCommercial';
  const cleared = nonCommercial
    ? partsClearedBy(chooseWebsite, values, contactFields)
    : NOTHING_CLEARED;
  const contactTexts = Object.fromEntries(
    contactFields.map((field) => [field, values[field] ?? '']),
  ) as Record<ClassificationContactField, string>;

  const fields = (
    <ContactFields<ClassificationContactField>
      fields={contactFields}
      labels={{ ...COMPANY_FIELD_LABELS, ...contactLabels }}
      inputTypes={COMPANY_INPUT_TYPES}
      values={contactTexts}
      onChange={(field, typed) =>
        onChange({ ...values, [field]: typed === '' ? emptyContactValue : typed })
      }
      errors={errors}
      isDisabled={isDisabled || cleared.contacts}
    />
  );

  return (
    <div className={joinClassName(root({ density }), className)}>
      <div className={websiteRow}>
        <div data-field="website" className={fieldSlot}>
          <RadioGroup
            label={text.website}
            orientation="horizontal"
            value={choice}
            onChange={(next) => onChange(chooseWebsite(values, next as WebsiteOption))}
            isRequired={isWebsiteRequired}
            isInvalid={errors.website !== undefined}
            errorMessage={errors.website}
            isDisabled={isDisabled}
          >
            <Radio value="commercial">{text.commercial}</Radio>
            <Radio value="nonCommercial">{text.nonCommercial}</Radio>
          </RadioGroup>
        </div>
        {nonCommercial ? (
          <div data-field="noCommercialCause" className={fieldSlot}>
            <Select<NonCommercialReason>
              label={text.reason}
              placeholder={text.reasonPlaceholder}
              items={reasons}
              value={values.noCommercialCause}
              onChange={(key) =>
                onChange({ ...values, noCommercialCause: key === null ? null : String(key) })
              }
              isRequired
              isInvalid={errors.noCommercialCause !== undefined}
              errorMessage={errors.noCommercialCause}
              isDisabled={isDisabled}
            >
              {(reason) => <SelectItem id={reason.name}>{reason.name}</SelectItem>}
            </Select>
          </div>
        ) : null}
      </div>
      {afterWebsite}
      <Checkbox
        isSelected={values.gallery}
        onChange={(gallery) => onChange({ ...values, gallery })}
        isDisabled={isDisabled}
      >
        {text.artShop}
      </Checkbox>
      <div data-field="country" className={fieldSlot}>
        <CountryPicker
          label={text.country}
          countries={countries}
          priority={values.priorityCountry}
          other={values.otherCountries}
          onChange={(kind, code) => onChange(chooseCountry(values, kind, code, languages))}
          errorMessage={errors.country}
          isDisabled={isDisabled || cleared.country}
        />
      </div>
      <div data-field="language" className={fieldSlot}>
        <LanguagePicker
          label={text.language}
          languages={languages}
          priority={values.priorityLanguage}
          other={values.otherLanguage}
          onChange={(kind, code) => onChange(chooseLanguage(values, kind, code))}
          errorMessage={errors.language}
          isDisabled={isDisabled || cleared.language}
        />
      </div>
      {showsContacts ? (
        <div className={contactsSlot}>
          {renderContacts ? (
            renderContacts(fields)
          ) : (
            <TitledContacts title={text.contacts} headingLevel={contactsHeadingLevel}>
              {fields}
            </TitledContacts>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The contact fields under a heading, in a group the heading names. */
function TitledContacts({
  title,
  headingLevel,
  children,
}: {
  title: string;
  headingLevel: 2 | 3 | 4;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="group" aria-labelledby={titleId} className={contacts}>
      <Heading id={titleId} className={blockTitle}>
        {title}
      </Heading>
      {children}
    </div>
  );
}

interface ClearedParts {
  country: boolean;
  language: boolean;
  contacts: boolean;
}

const NOTHING_CLEARED: ClearedParts = { country: false, language: false, contacts: false };

/** A value no field holds, to see which ones the Website rule empties. */
const PROBE = '\u0000probe';

/**
 * Which parts `chooseWebsite` empties when Non-Commercial is chosen: it runs on `values` with
 * every pair and contact field filled and reports the parts whose fields all came back emptied.
 */
function partsClearedBy<V extends ClassificationValues>(
  chooseWebsite: (values: V, choice: WebsiteOption) => V,
  values: V,
  contactFields: readonly ClassificationContactField[],
): ClearedParts {
  const probe: V = {
    ...values,
    priorityCountry: PROBE,
    otherCountries: PROBE,
    priorityLanguage: PROBE,
    otherLanguage: PROBE,
  };
  for (const field of contactFields) (probe as Record<string, unknown>)[field] = PROBE;
  const next = chooseWebsite(probe, 'nonCommercial');
  const emptied = (value: unknown) => value !== PROBE;
  return {
    country: emptied(next.priorityCountry) && emptied(next.otherCountries),
    language: emptied(next.priorityLanguage) && emptied(next.otherLanguage),
    contacts: contactFields.length > 0 && contactFields.every((field) => emptied(next[field])),
  };
}
