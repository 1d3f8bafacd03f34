/**
 * What a queue page (Images, Domains) shows instead of its work: 'No data. Please contact your
 * system administrator.' when nothing is pending (spec 000 §8), or the failure with Try again.
 * The ui's `QueueState`; this path stays so the queue pages import it as before.
 */
export { QueueState, type QueueStateProps } from '@sightings/ui';
