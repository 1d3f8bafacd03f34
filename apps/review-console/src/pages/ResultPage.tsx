import { TEXTS } from '@sightings/domain-model';
import { PageFrame } from '@sightings/ui';
import { Link } from 'react-aria-components';
import * as styles from './Pages.css';
import { usePageHeading } from './usePageHeading';

/** The 403 and 404 pages of the specs: a code, the spec's sentence and a Home Page link. */
function ResultPage({ code, message }: { code: string; message: string }) {
  const heading = usePageHeading<HTMLHeadingElement>(code);
  return (
    <PageFrame title={code} headingRef={heading} layout="centered">
      <p>{message}</p>
      <Link href="/" className={styles.homeLink}>
        {TEXTS.pages.homePage}
      </Link>
    </PageFrame>
  );
}

export function ForbiddenPage() {
  return <ResultPage code="403" message={TEXTS.pages.forbidden} />;
}

export function NotFoundPage() {
  return <ResultPage code="404" message={TEXTS.pages.notFound} />;
}
