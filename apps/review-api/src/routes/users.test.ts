import { TEXTS } from '@sightings/domain-model';
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
    [
      { ...newUser, email: 'x3@example.com', role: 'ROLE_ROOT' },
      `role: ${TEXTS.validation.fieldRequired}`,
    ],
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
    await expect(testApp.login('operator@example.com')).rejects.toThrow('403');
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
