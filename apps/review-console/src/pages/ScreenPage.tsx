import { Notice, PageFrame } from '@sightings/ui';
import { usePageHeading } from './usePageHeading';

/** Our text (the specs have none): a menu entry whose screen is still being built. */
export const NOT_AVAILABLE_YET = 'This screen is not available yet. It is being built.';

/**
 * A screen whose issue has not landed yet: its heading and a plain notice, so routes and
 * permissions work end to end and nobody mistakes the empty page for a failure.
 */
export function ScreenPage({ title }: { title: string }) {
  const heading = usePageHeading<HTMLHeadingElement>(title);
  return (
    <PageFrame title={title} headingRef={heading} notice={<Notice>{NOT_AVAILABLE_YET}</Notice>} />
  );
}
