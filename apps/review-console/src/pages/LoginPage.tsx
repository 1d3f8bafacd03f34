import { TEXTS } from '@sightings/domain-model';
import { AlertIcon, Button, Notice, TextField } from '@sightings/ui';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { session, SESSION_ENDED_TEXT, signIn } from '../session/session';
import * as styles from './LoginPage.css';
import { usePageHeading } from './usePageHeading';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Where a signed-out visitor wanted to go (kept in the history state, never in the URL). */
export interface LoginState {
  from?: string;
}

export function LoginPage() {
  usePageHeading('Sign in', { focus: false });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { ended } = useSnapshot(session);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {
      ...(email.trim() ? {} : { email: TEXTS.login.emailRequired }),
      ...(password ? {} : { password: TEXTS.login.passwordRequired }),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setPending(true);
    setFailure(null);
    try {
      // Signed in: the /login route's guard moves on to the page asked for, or the landing page.
      await signIn(email, password);
    } catch (error) {
      // The message stays until the next attempt; the email stays, the password is cleared.
      setFailure(
        error instanceof Error && error.message ? error.message : TEXTS.login.badCredentials,
      );
      setPassword('');
      setPending(false);
    }
  }

  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <h1 className={styles.title}>Sightings review</h1>
        {ended === 'expired' && !failure ? (
          <Notice tone="warning">{SESSION_ENDED_TEXT}</Notice>
        ) : null}
        <Form
          className={styles.form}
          onSubmit={submit}
          aria-label="Sign in"
          validationBehavior="aria"
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            // The first thing to do on this page is to type the email.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (errors.email) setErrors({ ...errors, email: undefined });
            }}
            isInvalid={Boolean(errors.email)}
            errorMessage={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              if (errors.password) setErrors({ ...errors, password: undefined });
            }}
            isInvalid={Boolean(errors.password)}
            errorMessage={errors.password}
          />
          {failure ? (
            <p role="alert" className={styles.failure}>
              <AlertIcon />
              {failure}
            </p>
          ) : null}
          <Button type="submit" isPending={pending}>
            Sign in
          </Button>
        </Form>
      </div>
    </main>
  );
}
