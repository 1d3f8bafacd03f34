import {
  countByStatus,
  formatDate,
  REVIEW_ERROR_TOAST_MS,
  summaryEntries,
  TEXTS,
  validateComment,
  type ImageStatus,
  type Sightings,
} from '@sightings/domain-model';
import { ConversationPanel, ReviewDetails, SightingsSummary, Stack } from '@sightings/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { toasts } from '../../feedback/feedback';
import * as styles from '../ReviewScreen.css';
import type { ReviewScreenSpec } from '../screens';
import { conversation, sendMessage } from '../store/conversationStore';
import { reviewQueue } from '../store/domainState';
import { reviewImages } from '../store/imagesStore';

const sightingsText = (sightings: Readonly<Pick<Sightings, 'date' | 'count'>> | null) =>
  sightings?.date ? `${formatDate(sightings.date)} (${sightings.count})` : '–';

/** The sightings summary, its jump, and the first and last sightings with the delivered ids. */
function SightingsFacts({
  spec,
  onJump,
  jumpingTo,
}: {
  spec: ReviewScreenSpec;
  onJump: (status: ImageStatus) => void;
  jumpingTo: ImageStatus | null;
}) {
  const { images, statusCounts, first, last, delivered } = useSnapshot(reviewImages);
  const counts =
    spec.paging === 'server' && statusCounts ? statusCounts.counts : countByStatus(images);
  return (
    <>
      <SightingsSummary
        entries={summaryEntries(spec.id, counts)}
        onJump={onJump}
        jumpingTo={jumpingTo}
      />
      <section aria-labelledby="review-sightings-facts">
        <h2 id="review-sightings-facts" className={styles.sectionTitle}>
          Sightings dates
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>First sightings</dt>
          <dd className={styles.value}>{sightingsText(first)}</dd>
          <dt className={styles.term}>Last sightings</dt>
          <dd className={styles.value}>{sightingsText(last)}</dd>
          <dt className={styles.term}>Delivered image ids</dt>
          <dd className={styles.value}>
            {delivered?.delivered_image_ids.length
              ? delivered.delivered_image_ids.join(', ')
              : 'None'}
          </dd>
        </dl>
      </section>
    </>
  );
}

/** The domain's conversation (001 §3): its messages, and a new one sent to every image. */
function DomainConversation() {
  const thread = useSnapshot(conversation);
  const [sendError, setSendError] = useState<string | null>(null);
  return (
    <ConversationPanel
      messages={thread.messages.map((m) => ({
        id: String(m.id),
        message: m.message,
        createdAt: m.createdAt,
        createdBy: m.createdBy ?? '',
        sentFrom: m.sentFrom,
        submessages: m.submessages.map((s) => ({
          id: String(s.id),
          message: s.message,
          createdAt: s.createdAt,
          createdBy: s.createdBy ?? '',
          sentFrom: s.sentFrom,
        })),
      }))}
      validate={validateComment}
      onInvalid={(check) => {
        if (check.toast) toasts.error(check.toast, { timeout: REVIEW_ERROR_TOAST_MS });
      }}
      onSend={async (text) => {
        setSendError(null);
        try {
          await sendMessage(text);
        } catch (error) {
          setSendError(TEXTS.errors.storedSendMessageFailed);
          throw error;
        }
      }}
      sendError={sendError}
      isLoading={thread.loading}
      loadError={thread.error}
    />
  );
}

export interface ReviewFactsProps {
  spec: ReviewScreenSpec;
  onJump: (status: ImageStatus) => void;
  jumpingTo: ImageStatus | null;
}

/**
 * The side column of a review screen (spec 001 §2.1, §3): who reviewed the domain and when,
 * the sightings summary with its jump, the sightings dates and delivered ids, the conversation.
 */
export function ReviewFacts({ spec, onJump, jumpingTo }: ReviewFactsProps) {
  const domain = useSnapshot(reviewQueue).queue[0];
  if (!domain) return null;
  return (
    <Stack>
      <ReviewDetails
        operator={domain.updatedByName}
        reviewDate={domain.updatedAt}
        domainFlowStatus={domain.domainFlowStatus}
      />
      <SightingsFacts spec={spec} onJump={onJump} jumpingTo={jumpingTo} />
      <DomainConversation />
    </Stack>
  );
}
