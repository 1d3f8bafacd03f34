import {
  PASSWORD_ERROR_TOAST_MS,
  SUCCESS_TOAST_MS,
  TEXTS,
  USER_ERROR_TOAST_MS,
  type AdminUser,
  type FieldErrors,
  type Role,
} from '@sightings/domain-model';
import { Button, Dialog, Notice, Select, SelectItem, Switch, TextField } from '@sightings/ui';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { isApiError } from '@sightings/api-client';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import * as styles from './AdminPage.css';
import { ADMIN_TEXTS } from './adminTexts';
import {
  editUserErrors,
  emptyUserForm,
  failureMessage,
  firstInvalid,
  newUserErrors,
  newUserRequest,
  passwordResetErrors,
  PERMISSION_SWITCHES,
  USER_FORM_FIELDS,
  userFormOf,
  userUpdateRequest,
  type PasswordField,
  type UserFormField,
  type UserFormValues,
} from './userForm';

const ROLE_ITEMS: { id: Role; label: string }[] = [
  { id: 'ROLE_ADMIN', label: TEXTS.users.roleLabels.ROLE_ADMIN },
  { id: 'ROLE_USER', label: TEXTS.users.roleLabels.ROLE_USER },
];

/** Focuses a form's field by its name (the role's select by its trigger button). */
function focusField(form: RefObject<HTMLFormElement | null>, field: string) {
  requestAnimationFrame(() => {
    const target = form.current?.querySelector<HTMLElement>(
      `input[name="${field}"], [data-field="${field}"] button`,
    );
    target?.focus();
  });
}

/** The server said no to what was sent (a rule, a duplicate email, the last admin). */
const isRefusal = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 409);

export type UserDialogMode = { kind: 'create' } | { kind: 'edit'; user: AdminUser };

export interface UserDialogProps {
  mode: UserDialogMode;
  /** Cancel, Escape, or after a save. */
  onClose: () => void;
  /** After a successful save, with the user as the server answered. */
  onSaved: (user: AdminUser) => void;
}

/**
 * The create and edit user modals (002 §2, §5, §6): name, email, role, the Active switch (on for a
 * new account), the seven page-permission switches (off for a new account), and on create the
 * password and its confirmation. Save checks the form with domain-model's rules first (the
 * messages by the fields, focus on the first wrong one); a refusal or failure of the server is a
 * message in the form (a failure other than a refusal is also a 4 s toast), with everything typed
 * kept for another try. Edit has a
 * Change password button that opens the password modal.
 */
export function UserDialog({ mode, onClose, onSaved }: UserDialogProps) {
  const editing = mode.kind === 'edit' ? mode.user : null;
  const [values, setValues] = useState<UserFormValues>(() =>
    editing ? userFormOf(editing) : emptyUserForm(),
  );
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const check = (next: UserFormValues) => (editing ? editUserErrors(next) : newUserErrors(next));
  // The messages show once Save was pressed, then follow the typing.
  const errors: FieldErrors<UserFormField> = checked ? check(values) : {};
  const set = (patch: Partial<UserFormValues>) => setValues((before) => ({ ...before, ...patch }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    const problems = check(values);
    const first = firstInvalid(problems, USER_FORM_FIELDS);
    if (first) {
      focusField(formRef, first);
      return;
    }
    setPending(true);
    setServerError(null);
    try {
      const saved = editing
        ? await api.users.update(userUpdateRequest(editing.id, values))
        : await api.users.create(newUserRequest(values));
      toasts.success(editing ? TEXTS.users.changed : TEXTS.users.created, {
        timeout: SUCCESS_TOAST_MS,
      });
      onSaved(saved);
    } catch (error) {
      // The form keeps the message and every value. A refusal (400, 409) is the form's to show:
      // a toast would cover its buttons while the user mends it. Any other failure is also the
      // 4 s toast of 002 §8.
      const message = failureMessage(error);
      setServerError(message);
      if (!isRefusal(error)) toasts.error(message, { timeout: USER_ERROR_TOAST_MS });
    } finally {
      setPending(false);
    }
  }

  const field = (name: 'name' | 'email' | 'password' | 'confirm') => ({
    name,
    value: values[name],
    onChange: (value: string) => set({ [name]: value }),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isReadOnly: pending,
  });

  return (
    <Dialog
      title={editing ? ADMIN_TEXTS.editTitle(editing.name) : TEXTS.users.createUser}
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isKeyboardDismissDisabled={pending}
      size="wide"
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        {serverError ? (
          <Notice tone="danger" className={styles.wide}>
            {ADMIN_TEXTS.saveRefused} {serverError}
          </Notice>
        ) : null}
        <TextField
          {...field('name')}
          className={styles.fullWidth}
          label={ADMIN_TEXTS.name}
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus in a dialog (APG)
          autoFocus
        />
        <TextField
          {...field('email')}
          className={styles.fullWidth}
          label={ADMIN_TEXTS.email}
          type="email"
          autoComplete="off"
        />
        <div data-field="role">
          <Select
            label={ADMIN_TEXTS.role}
            placeholder={ADMIN_TEXTS.rolePlaceholder}
            items={ROLE_ITEMS}
            value={values.role}
            onChange={(key) =>
              set({ role: ROLE_ITEMS.find((item) => item.id === key)?.id ?? null })
            }
            isInvalid={errors.role !== undefined}
            errorMessage={errors.role}
            isDisabled={pending}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        </div>
        <div>
          <Switch
            isSelected={values.active}
            onChange={(active) => set({ active })}
            isDisabled={pending}
          >
            {ADMIN_TEXTS.activeSwitch}
          </Switch>
          <p className={styles.muted}>{ADMIN_TEXTS.activeHint}</p>
        </div>
        <fieldset className={styles.switches}>
          <legend className={styles.legend}>{ADMIN_TEXTS.permissions}</legend>
          {PERMISSION_SWITCHES.map(({ key, label }) => (
            <Switch
              key={key}
              isSelected={values.permissions[key]}
              onChange={(on) => set({ permissions: { ...values.permissions, [key]: on } })}
              isDisabled={pending}
            >
              {label}
            </Switch>
          ))}
        </fieldset>
        {values.role === 'ROLE_ADMIN' ? (
          <p className={styles.hint}>{ADMIN_TEXTS.permissionsHint}</p>
        ) : null}
        {editing ? null : (
          <>
            <TextField
              {...field('password')}
              label={ADMIN_TEXTS.password}
              type="password"
              autoComplete="new-password"
              description={ADMIN_TEXTS.passwordHint}
            />
            <TextField
              {...field('confirm')}
              label={ADMIN_TEXTS.confirmPassword}
              type="password"
              autoComplete="new-password"
            />
          </>
        )}
        <div className={styles.actions}>
          {editing ? (
            <Button
              variant="secondary"
              className={styles.startAction}
              onPress={() => setChangingPassword(true)}
              isDisabled={pending}
            >
              {ADMIN_TEXTS.changePassword}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {TEXTS.common.cancel}
          </Button>
          <Button type="submit" variant="primary" isPending={pending}>
            {TEXTS.common.save}
          </Button>
        </div>
      </form>
      {editing && changingPassword ? (
        <PasswordDialog user={editing} onClose={() => setChangingPassword(false)} />
      ) : null}
    </Dialog>
  );
}

const PASSWORD_FIELDS: readonly PasswordField[] = ['password', 'confirm'];

/**
 * The change-password modal (002 §2, §5, §7 `PUT /assessment_user/password`): New password and
 * its confirmation; a mismatch says so with two exclamation marks. Saving ends the user's open
 * sessions (the server raises their token version).
 */
export function PasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: FieldErrors<PasswordField> = checked ? passwordResetErrors(values) : {};

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    const first = firstInvalid(passwordResetErrors(values), PASSWORD_FIELDS);
    if (first) {
      focusField(formRef, first);
      return;
    }
    setPending(true);
    setServerError(null);
    try {
      await api.users.changePassword({ id: user.id, password: values.password });
      toasts.success(TEXTS.users.passwordChanged, { timeout: SUCCESS_TOAST_MS });
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      setServerError(message);
      if (!isRefusal(error)) toasts.error(message, { timeout: PASSWORD_ERROR_TOAST_MS });
    } finally {
      setPending(false);
    }
  }

  const field = (name: PasswordField) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    onChange: (value: string) => setValues((before) => ({ ...before, [name]: value })),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isReadOnly: pending,
  });

  return (
    <Dialog
      title={ADMIN_TEXTS.changePasswordTitle(user.name)}
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isKeyboardDismissDisabled={pending}
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        {serverError ? (
          <Notice tone="danger" className={styles.wide}>
            {ADMIN_TEXTS.saveRefused} {serverError}
          </Notice>
        ) : null}
        <TextField
          {...field('password')}
          label={ADMIN_TEXTS.newPassword}
          description={ADMIN_TEXTS.passwordHint}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus in a dialog (APG)
          autoFocus
        />
        <TextField {...field('confirm')} label={ADMIN_TEXTS.confirmPassword} />
        <p className={styles.hint}>{ADMIN_TEXTS.passwordEndsSessions}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {TEXTS.common.cancel}
          </Button>
          <Button type="submit" variant="primary" isPending={pending}>
            {TEXTS.common.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
