import { AlertIcon, CheckIcon, SpinnerIcon } from '@sightings/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';
import * as styles from './Shell.css';

type ServerState = 'checking' | 'ok' | 'error';

const serverStateText: Record<ServerState, string> = {
  checking: 'Connecting to the server…',
  ok: 'Server ready',
  error: 'The server did not answer. Check that it is running, then reload the page.',
};

const serverStateIcon: Record<ServerState, typeof CheckIcon> = {
  checking: SpinnerIcon,
  ok: CheckIcon,
  error: AlertIcon,
};

/**
 * The page shell: the top bar and the main region. Sign-in, the menu and the screens come with
 * their own issues; until then the shell tells whether the server answers.
 */
export function Shell() {
  const [serverState, setServerState] = useState<ServerState>('checking');

  useEffect(() => {
    let active = true;
    api
      .health()
      .then(() => active && setServerState('ok'))
      .catch(() => active && setServerState('error'));
    return () => {
      active = false;
    };
  }, []);

  const StateIcon = serverStateIcon[serverState];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>Sightings review</span>
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="welcome-heading">
          <h1 id="welcome-heading" className={styles.heading}>
            Sightings review
          </h1>
          <p>
            Check images of the agency&apos;s library found on websites, classify the websites, and
            carry the good cases through quality control and final review into a legal case.
          </p>
          <p className={styles.status} data-state={serverState} role="status">
            <StateIcon />
            {serverStateText[serverState]}
          </p>
        </section>
      </main>
    </div>
  );
}
