import { chooseReviewCommercial, REVIEW_COMPANY_FIELDS, TEXTS } from '@sightings/domain-model';
import { Checkbox, ClassificationFields, COMPANY_FIELDS, Stack } from '@sightings/ui';
import { useSnapshot } from 'valtio';
import { VERIFIED } from '../reviewTexts';
import type { ReviewScreenSpec } from '../screens';
import { reviewQueue } from '../store/domainState';
import { reviewDraft, setDraft, type ReviewDraft } from '../store/draftStore';

export interface ReviewFormProps {
  spec: ReviewScreenSpec;
  /** The reason's error (001 §5 'Reason required'), set by a blocked action. */
  reasonError: string | null;
  onReasonChosen: () => void;
}

/**
 * The domain's classification on a review screen (spec 001 §2.1, §2.5, §5): ui's
 * `ClassificationFields`, as on the Domains page, with the review's clearing rule
 * (`chooseReviewCommercial`: a non-commercial website disables the company details), the social
 * media fields, NOT PURSUABLE and Verified on social media QC. Each change is the draft's
 * (`setDraft`), kept until saved.
 */
export function ReviewForm({ spec, reasonError, onReasonChosen }: ReviewFormProps) {
  const { draft } = useSnapshot(reviewDraft);
  const { reference } = useSnapshot(reviewQueue);
  if (!draft || !reference) return null;
  const update = (next: Partial<ReviewDraft>) => setDraft({ ...(draft as ReviewDraft), ...next });
  return (
    <Stack>
      <ClassificationFields
        values={draft as ReviewDraft}
        website={draft.commercialWebSite}
        chooseWebsite={chooseReviewCommercial}
        onChange={(next) => {
          if (next.noCommercialCause !== draft.noCommercialCause) onReasonChosen();
          setDraft(next);
        }}
        errors={{ noCommercialCause: reasonError ?? undefined }}
        countries={reference.countries}
        languages={reference.languages}
        reasons={reference.reasons}
        contactFields={spec.socialFields ? REVIEW_COMPANY_FIELDS : COMPANY_FIELDS}
        emptyContactValue={null}
        labels={{ reason: 'Reason' }}
        density="compact"
      />
      {spec.socialFields ? (
        <>
          <Checkbox
            isSelected={draft.notPursuable}
            onChange={(notPursuable) => update({ notPursuable })}
          >
            {TEXTS.review.notPursuable}
          </Checkbox>
          <Checkbox isSelected={draft.verified} onChange={(verified) => update({ verified })}>
            {VERIFIED}
          </Checkbox>
        </>
      ) : null}
    </Stack>
  );
}
