import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';
import { accountsOnDemoPassword, DEMO_ACCOUNTS } from './accounts';

const testApp = await createTestApp();
afterAll(() => testApp.close());

describe('accountsOnDemoPassword (the start-up warning on a shared host)', () => {
  it('names the active demo accounts that still use the published password, and only those', async () => {
    const active = DEMO_ACCOUNTS.filter((a) => a.active).map((a) => a.email);
    expect((await accountsOnDemoPassword(testApp.database.db)).sort()).toEqual(active.sort());

    const token = await testApp.login('admin@example.com');
    const users = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/assessment_user',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as { id: number; email: string }[];
    const operator = users.find((u) => u.email === 'operator@example.com')!;
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/assessment_user/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { id: operator.id, password: 'a-private-password' },
    });
    expect(changed.statusCode).toBe(200);
    const open = await accountsOnDemoPassword(testApp.database.db);
    expect(open).not.toContain('operator@example.com');
    expect(open).toContain('admin@example.com');
    expect(open).not.toContain('disabled@example.com');
  });
});
