import { commentSentFrom, type Conversation } from '@sightings/domain-model';
import { proxy } from 'valtio';
import { api } from '../../api';
import { currentDomain, messageOf, reviewQueue } from './domainState';
import { reviewImages } from './imagesStore';

/** The review screens' conversation concern (spec 001 §3, §7): the domain's thread. */
export interface ConversationState {
  messages: Conversation[];
  loading: boolean;
  error: string | null;
}

export const conversation = proxy<ConversationState>({ messages: [], loading: false, error: null });

/**
 * The domain's conversation: a message sent with add_message_to_images lands on every image of
 * the domain, so the thread of the domain's first image is the domain's (our reading).
 */
export async function loadConversation(): Promise<void> {
  const first = reviewImages.images[0];
  conversation.messages = [];
  conversation.error = null;
  if (!first) return;
  conversation.loading = true;
  try {
    conversation.messages = await api.review.conversation(first.id);
  } catch (error) {
    conversation.error = messageOf(error);
  } finally {
    conversation.loading = false;
  }
}

export async function sendMessage(message: string): Promise<void> {
  const domain = currentDomain();
  if (!domain) return;
  await api.review.addMessageToImages(domain.id, {
    message,
    sentFrom: commentSentFrom(reviewQueue.screen),
  });
  await loadConversation();
}
