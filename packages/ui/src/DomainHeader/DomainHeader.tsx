import { domainHref, NAVIGATION_COOLDOWN_MS, TEMPLATES, TEXTS } from '@sightings/domain-model';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import { CopyButton } from '../CopyButton/CopyButton';
import { ChevronLeftIcon, ChevronRightIcon, SpinnerIcon } from '../icons';
import { visuallyHidden } from '../theme/focusRing.css';
import { joinClassName } from '../utils/className';
import {
  count as countClass,
  domainBox,
  domainLink,
  domainName,
  icon,
  navButton,
  root,
  spinner,
} from './DomainHeader.css';

export interface DomainHeaderProps {
  /** The domain under review, as stored (usually a bare name such as `example.com`). */
  domain: string;
  /** How many sightings the domain has; null while it is being counted (a spinner shows). */
  count: number | null;
  /** The previous arrow was pressed. */
  onPrevious: () => void;
  /** The next arrow was pressed. */
  onNext: () => void;
  /** Whether there is a domain before this one; the previous arrow is disabled otherwise. */
  hasPrevious: boolean;
  /** Whether there is a domain after this one; the next arrow is disabled otherwise. */
  hasNext: boolean;
  /**
   * The previous arrow's text (its accessible name too): the Domains page's 'Previous page' by
   * default (spec 000); the review screens say 'Previous domain'.
   */
  previousLabel?: string;
  /** The next arrow's text: 'Next page' by default; the review screens say 'Next domain'. */
  nextLabel?: string;
  /** How long both buttons stay unavailable after either was used (default 1 s, the spec's). */
  cooldownMs?: number;
  /** Called with the domain once it is on the clipboard. */
  onCopy?: (value: string) => void;
  className?: string;
}

/**
 * The head of the Domains page and the review screens: 'Previous page' (or `previousLabel`), the
 * domain as a link that opens in a new tab (only http and https: a bare name links to
 * `https://{domain}`, anything else shows as text), a Copy button for the domain, the text
 * 'Domain sightings: {count}', and 'Next page' (or `nextLabel`).
 *
 * After either button is used both stay unavailable for `cooldownMs` (spec 000: "Previous and
 * Next buttons are disabled briefly after use"): `aria-disabled="true"` and `data-cooldown`,
 * greyed, presses ignored. They keep the keyboard focus meanwhile (a `disabled` button would
 * drop it), so a keyboard user can press again once the cooldown is over.
 */
export function DomainHeader({
  domain,
  count,
  onPrevious,
  onNext,
  hasPrevious,
  hasNext,
  previousLabel = TEXTS.domains.previousPage,
  nextLabel = TEXTS.domains.nextPage,
  cooldownMs = NAVIGATION_COOLDOWN_MS,
  onCopy,
  className,
}: DomainHeaderProps) {
  const [coolingDown, setCoolingDown] = useState(false);
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), cooldownMs);
    return () => clearTimeout(timer);
  }, [coolingDown, cooldownMs]);
  const copyId = useId();
  const nameId = useId();

  const navigate = (go: () => void) => {
    if (coolingDown) return;
    setCoolingDown(true);
    go();
  };

  const href = domainHref(domain);
  const name = <span id={nameId}>{domain}</span>;
  return (
    <div className={joinClassName(root, className)} data-cooldown={coolingDown || undefined}>
      <Button
        variant="secondary"
        isDisabled={!hasPrevious}
        aria-disabled={coolingDown || undefined}
        data-cooldown={coolingDown || undefined}
        className={navButton}
        onPress={() => navigate(onPrevious)}
      >
        <ChevronLeftIcon className={icon} />
        {previousLabel}
      </Button>
      <div className={domainBox}>
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" className={domainLink}>
            {name}
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </Link>
        ) : (
          <span className={domainName}>{name}</span>
        )}
        <CopyButton
          id={copyId}
          aria-labelledby={`${copyId} ${nameId}`}
          value={domain}
          label={TEXTS.common.copy}
          variant="quiet"
          onCopy={onCopy}
        />
        <span role="status" className={countClass}>
          {count === null ? (
            <>
              <SpinnerIcon className={spinner} />
              <span className={visuallyHidden}>Counting domain sightings</span>
            </>
          ) : (
            TEMPLATES.domainSightings(count)
          )}
        </span>
      </div>
      <Button
        variant="secondary"
        isDisabled={!hasNext}
        aria-disabled={coolingDown || undefined}
        data-cooldown={coolingDown || undefined}
        className={navButton}
        onPress={() => navigate(onNext)}
      >
        {nextLabel}
        <ChevronRightIcon className={icon} />
      </Button>
    </div>
  );
}
