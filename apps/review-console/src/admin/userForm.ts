import {
  ADMIN_PERMISSION_KEYS,
  noPermissions,
  parseRole,
  passwordError,
  TEXTS,
  validateNewUser,
  validateUserUpdate,
  type AdminPermissionKey,
  type AdminPermissions,
  type AdminUser,
  type FieldErrors,
  type NewUserRequest,
  type Role,
  type UserUpdateRequest,
} from '@sightings/domain-model';

/**
 * The user forms of the admin panel (002 §5, §6) as data: the values typed, the rules that check
 * them (domain-model's `validateNewUser` and `validateUserUpdate`, plus the confirmation), and
 * the request each form sends.
 */
export interface UserFormValues {
  name: string;
  email: string;
  role: Role | null;
  active: boolean;
  permissions: AdminPermissions;
  /** Create only. */
  password: string;
  /** Create only. */
  confirm: string;
}

export type UserFormField = 'name' | 'email' | 'role' | 'password' | 'confirm';

/** The fields in the order they stand in the form: focus goes to the first invalid one. */
export const USER_FORM_FIELDS: readonly UserFormField[] = [
  'name',
  'email',
  'role',
  'password',
  'confirm',
];

/** The seven permission switches in the order spec 002 §6 lists them, with their labels. */
export const PERMISSION_SWITCHES = (
  Object.keys(TEXTS.users.permissionLabels) as AdminPermissionKey[]
).map((key) => ({ key, label: TEXTS.users.permissionLabels[key] }));

/** A new user's form: active, no permission, nothing typed (002 §6 defaults). */
export function emptyUserForm(): UserFormValues {
  return {
    name: '',
    email: '',
    role: null,
    active: true,
    permissions: noPermissions(),
    password: '',
    confirm: '',
  };
}

/** The edit form of a user as the table has it. */
export function userFormOf(user: AdminUser): UserFormValues {
  const permissions = Object.fromEntries(
    ADMIN_PERMISSION_KEYS.map((key) => [key, user[key]]),
  ) as AdminPermissions;
  return {
    name: user.name,
    email: user.email,
    role: parseRole(user.role) ?? null,
    active: user.active,
    permissions,
    password: '',
    confirm: '',
  };
}

/** The confirmation: required, then equal to the password (`differ` is the form's own text). */
function confirmError(password: string, confirm: string, differ: string): string | undefined {
  if (confirm.trim() === '') return TEXTS.validation.fieldRequired;
  if (confirm !== password) return differ;
  return undefined;
}

/** The create form's problems (002 §5): name, email, role, password and its confirmation. */
export function newUserErrors(values: UserFormValues): FieldErrors<UserFormField> {
  const errors: FieldErrors<UserFormField> = validateNewUser({
    name: values.name,
    email: values.email,
    role: values.role ?? '',
    password: values.password,
  });
  const confirm = confirmError(values.password, values.confirm, TEXTS.validation.passwordsDiffer);
  if (confirm) errors.confirm = confirm;
  return errors;
}

/** The edit form's problems (002 §5): name, email and role. */
export function editUserErrors(values: UserFormValues): FieldErrors<UserFormField> {
  return validateUserUpdate({ name: values.name, email: values.email, role: values.role ?? '' });
}

export type PasswordField = 'password' | 'confirm';

/**
 * The change-password form's problems (002 §5): the password (required, 8 characters) and its
 * confirmation, whose mismatch text has two exclamation marks in this form.
 */
export function passwordResetErrors(values: {
  password: string;
  confirm: string;
}): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  const password = passwordError(values.password);
  if (password) errors.password = password;
  const confirm = confirmError(
    values.password,
    values.confirm,
    TEXTS.validation.passwordsDifferReset,
  );
  if (confirm) errors.confirm = confirm;
  return errors;
}

/** The first field in `order` that has a problem. */
export function firstInvalid<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * `POST /assessment_user` from a valid create form (the email trimmed): 002 §7's "name, email,
 * role, active, permissions, password", the seven switches in `permissions`.
 */
export function newUserRequest(values: UserFormValues): NewUserRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role ?? '',
    active: values.active,
    permissions: { ...values.permissions },
    password: values.password,
  };
}

/**
 * `PUT /assessment_user` from a valid edit form: the form's fields plus email (002 §7), the
 * switches in `permissions` as on create.
 */
export function userUpdateRequest(id: number, values: UserFormValues): UserUpdateRequest {
  return {
    id,
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role ?? '',
    active: values.active,
    permissions: { ...values.permissions },
  };
}

/** What a failed call says: the server's message, else the wrapper's 'Something went wrong!'. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : TEXTS.errors.somethingWentWrong;
}
