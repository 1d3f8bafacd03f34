import * as styles from './Pages.css';
import { usePageHeading } from './usePageHeading';

/** A screen whose issue has not landed yet: its heading, so routes and permissions work end to end. */
export function ScreenPage({ title }: { title: string }) {
  const heading = usePageHeading<HTMLHeadingElement>(title);
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
    </section>
  );
}
