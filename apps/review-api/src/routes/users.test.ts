import { LAST_ADMIN_MESSAGE, TEXTS, UNKNOWN_ROLE_MESSAGE } from '@sightings/domain-model';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

const testApp = await createTestApp();
const { app } = testApp;
afterAll(() => testApp.close());

const admin = await testApp.login('admin@example.com');
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });

const newUser = {
  name: 'Nina New',
  email: 'nina@example.com',
  role: 'ROLE_USER',
  password: 'a-good-password',
};

describe('user administration', () => {
  it('lists the users without their passwords', async () => {
    const response = await asAdmin('GET', '/api/assessment_user');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((u: { email: string }) => u.email)).toContain('operator@example.com');
    expect(response.body).not.toMatch(/password|argon2/i);
    expect(list.find((u: { email: string }) => u.email === 'disabled@example.com')).toMatchObject({
      active: false,
      imagePermission: true,
    });
  });

  it('creates an active user with every permission off unless given; the user signs in', async () => {
    const response = await asAdmin('POST', '/api/assessment_user', {
      ...newUser,
      tablePermission: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'nina@example.com',
      active: true,
      role: 'ROLE_USER',
      tablePermission: true,
      imagePermission: false,
      socialMediaPermission: false,
    });
    const token = await testApp.login('nina@example.com', 'a-good-password');
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().userPermissions).toMatchObject({
      tablePermission: true,
      socialMediaPermitted: false,
    });
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const response = await asAdmin('POST', '/api/assessment_user', {
      ...newUser,
      email: 'OPERATOR@example.com',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error_definition: 'CONFLICT' });
  });

  it.each([
    [{ ...newUser, email: 'x1@example.com', name: ' ' }, `name: ${TEXTS.validation.fieldRequired}`],
    [{ ...newUser, email: 'not-an-email' }, `email: ${TEXTS.validation.invalidEmail}`],
    [
      { ...newUser, email: 'x2@example.com', password: 'short' },
      `password: ${TEXTS.validation.passwordMinimum}`,
    ],
    [{ ...newUser, email: 'x3@example.com', role: 'ROLE_ROOT' }, `role: ${UNKNOWN_ROLE_MESSAGE}`],
    [{ ...newUser, email: 'x4@example.com', role: '' }, `role: ${TEXTS.validation.fieldRequired}`],
  ])('refuses %j with the spec message and creates nothing', async (payload, message) => {
    const before = (await asAdmin('GET', '/api/assessment_user')).json().length;
    const response = await asAdmin('POST', '/api/assessment_user', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR', message });
    expect((await asAdmin('GET', '/api/assessment_user')).json().length).toBe(before);
  });

  it('disabling a user ends the tokens the user holds at once', async () => {
    const operator = await testApp.login('operator@example.com');
    const users = (await asAdmin('GET', '/api/assessment_user')).json();
    const target = users.find((u: { email: string }) => u.email === 'operator@example.com');
    const update = await asAdmin('PUT', '/api/assessment_user', { ...target, active: false });
    expect(update.statusCode).toBe(200);
    expect(update.json().active).toBe(false);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(me.statusCode).toBe(401);
    await expect(testApp.login('operator@example.com')).rejects.toThrow('401');
    await asAdmin('PUT', '/api/assessment_user', { ...target, active: true });
    await expect(testApp.login('operator@example.com')).resolves.toBeTruthy();
  });

  it('a permission change applies to the next call, without signing in again', async () => {
    const reviewer = await testApp.login('reviewer@example.com');
    const users = (await asAdmin('GET', '/api/assessment_user')).json();
    const target = users.find((u: { email: string }) => u.email === 'reviewer@example.com');
    await asAdmin('PUT', '/api/assessment_user', { ...target, reviewPermission: false });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(me.json().userPermissions.reviewPermission).toBe(false);
  });

  it('changing a password ends old tokens; the new password works', async () => {
    const old = await testApp.login('importer@example.com');
    const users = (await asAdmin('GET', '/api/assessment_user')).json();
    const { id } = users.find((u: { email: string }) => u.email === 'importer@example.com');
    const short = await asAdmin('PUT', '/api/assessment_user/password', {
      id,
      password: '1234567',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(`password: ${TEXTS.validation.passwordMinimum}`);
    const changed = await asAdmin('PUT', '/api/assessment_user/password', {
      id,
      password: 'new-password-1',
    });
    expect(changed.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(me.statusCode).toBe(401);
    await expect(testApp.login('importer@example.com', 'new-password-1')).resolves.toBeTruthy();
  });

  it('answers an unknown user id with 404', async () => {
    const response = await asAdmin('PUT', '/api/assessment_user/password', {
      id: 99999,
      password: 'long-enough',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_definition).toBe('NOT_FOUND');
  });

  it('refuses a wrong type in the body, naming the field', async () => {
    const response = await asAdmin('PUT', '/api/assessment_user/password', {
      id: '5',
      password: 'long-enough',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('id');
  });
});

describe('user administration under attack and at its edges', () => {
  it('creates one user when several requests bring the same email at once; the rest get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        asAdmin('POST', '/api/assessment_user', {
          ...newUser,
          name: `Twin ${i}`,
          email: i % 2 ? 'TWIN@example.com' : 'twin@example.com',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({
        error_definition: 'CONFLICT',
        path: '/api/assessment_user',
      });
    }
    const list = (await asAdmin('GET', '/api/assessment_user')).json() as { email: string }[];
    expect(list.filter((u) => u.email.toLowerCase() === 'twin@example.com')).toHaveLength(1);
  });

  it('accepts the roles as spec 002 writes them, ADMIN and USER', async () => {
    const created = await asAdmin('POST', '/api/assessment_user', {
      ...newUser,
      email: 'spec-role@example.com',
      role: 'ADMIN',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().role).toBe('ROLE_ADMIN');
    const changed = await asAdmin('PUT', '/api/assessment_user', {
      id: created.json().id,
      name: 'Spec Role',
      email: 'spec-role@example.com',
      role: 'USER',
      active: true,
    });
    expect(changed.json().role).toBe('ROLE_USER');
  });
});

describe('the last active administrator', () => {
  it('cannot remove their own admin role or disable themselves; with a second admin they can', async () => {
    const solo = await createTestApp();
    try {
      const token = await solo.login('admin@example.com');
      const put = (payload: object) =>
        solo.app.inject({
          method: 'PUT',
          url: '/api/assessment_user',
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
      const me = (
        await solo.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json() as { id: number; name: string; email: string };
      const self = { id: me.id, name: me.name, email: me.email };
      for (const change of [
        { role: 'ROLE_USER', active: true },
        { role: 'ROLE_ADMIN', active: false },
        { role: 'USER', active: false },
      ]) {
        const refused = await put({ ...self, ...change });
        expect(refused.statusCode, JSON.stringify(change)).toBe(409);
        expect(refused.json()).toMatchObject({
          error_definition: 'CONFLICT',
          message: LAST_ADMIN_MESSAGE,
        });
      }
      // Still an admin, still signed in.
      expect((await put({ ...self, role: 'ROLE_ADMIN', active: true })).statusCode).toBe(200);

      const second = await solo.app.inject({
        method: 'POST',
        url: '/api/assessment_user',
        headers: { authorization: `Bearer ${token}` },
        payload: { ...newUser, email: 'second-admin@example.com', role: 'ROLE_ADMIN' },
      });
      expect(second.statusCode).toBe(201);
      const demoted = await put({ ...self, role: 'ROLE_USER', active: true });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json().role).toBe('ROLE_USER');
    } finally {
      await solo.close();
    }
  });

  it('survives two admins demoting each other at the same moment: one stays admin', async () => {
    const pair = await createTestApp();
    try {
      const first = await pair.login('admin@example.com');
      const created = await pair.app.inject({
        method: 'POST',
        url: '/api/assessment_user',
        headers: { authorization: `Bearer ${first}` },
        payload: { ...newUser, email: 'other-admin@example.com', role: 'ROLE_ADMIN' },
      });
      const second = await pair.login('other-admin@example.com', newUser.password);
      const all = (
        await pair.app.inject({
          method: 'GET',
          url: '/api/assessment_user',
          headers: { authorization: `Bearer ${first}` },
        })
      ).json() as { id: number; name: string; email: string; role: string; active: boolean }[];
      const adminRow = all.find((u) => u.email === 'admin@example.com')!;
      const otherRow = created.json() as typeof adminRow;
      const demote = (token: string, row: typeof adminRow) =>
        pair.app.inject({
          method: 'PUT',
          url: '/api/assessment_user',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            id: row.id,
            name: row.name,
            email: row.email,
            role: 'ROLE_USER',
            active: true,
          },
        });
      const answers = await Promise.all([demote(first, otherRow), demote(second, adminRow)]);
      const statuses = answers.map((a) => a.statusCode);
      // One demotion goes through; the other finds its caller no longer an admin (403) or the
      // target the last admin (409). Either way an active admin is left.
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const after = (await pair.database.db.execute(
        "SELECT count(*)::int AS n FROM users WHERE role = 'ROLE_ADMIN' AND active",
      )) as unknown as { rows: { n: number }[] };
      expect(after.rows[0]!.n).toBe(1);
    } finally {
      await pair.close();
    }
  });
});
