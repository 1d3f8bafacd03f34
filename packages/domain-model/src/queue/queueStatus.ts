/**
 * Where a page that works through leased items stands (the Images and Domains pages, the three
 * review screens): reserving (`loading`), showing what it holds (`ready`), nothing pending
 * (`empty`), or the reservation failed (`error`, with the message beside it). One type for the
 * console's queues and ui's `QueueState`.
 */
export type QueueStatus = 'loading' | 'ready' | 'empty' | 'error';
