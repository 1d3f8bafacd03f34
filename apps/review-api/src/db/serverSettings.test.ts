import { afterAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens';
import { readConfig, sharedSettings } from '../config';
import { createTestApp } from '../testing/testApp';
import { compareSharedSettings } from './serverSettings';

/*
 * Servers on one database with different settings (issue 31, docs/scaling.md): each start
 * compares its settings and signing secret with the last server's and says what differs.
 */

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const secret = 'the-shared-secret-'.padEnd(40, 'x');
const at = '\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z';

describe('settings every server shares', () => {
  it('a server started with other settings or another secret than the last one says so', async () => {
    const settings = sharedSettings(readConfig({ DATA_DIR: 'memory://' }));
    expect(settings).toEqual({
      RESERVATION_TTL: '900',
      ACCESS_TOKEN_TTL: '28800',
      API_EXTENSIONS: 'on',
      WORK_QUEUE_TIMEOUT_MS: 'the default',
      WORK_QUEUE_RESERVE_TIMEOUT_MS: 'the default',
      CLICKHOUSE: 'embedded',
    });
    const tokens = createTokenService(secret, 3600);
    // The first server, then a second one (or a restart) alike: nothing to say.
    expect(await compareSharedSettings(db, settings, tokens)).toEqual([]);
    expect(await compareSharedSettings(db, settings, createTokenService(secret, 60))).toEqual([]);

    // Another lease length and another secret.
    const other = sharedSettings(readConfig({ DATA_DIR: 'memory://', RESERVATION_TTL: '60' }));
    const warnings = await compareSharedSettings(
      db,
      other,
      createTokenService('another-secret-'.padEnd(40, 'y'), 3600),
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^The server started on this database at ${at} runs with RESERVATION_TTL=900, this one ` +
          'with RESERVATION_TTL=60: every server on one database should run with the same\\.$',
      ),
    );
    expect(warnings[1]).toMatch(
      new RegExp(
        `^The server started on this database at ${at} signs its tokens with another secret: a ` +
          'user signed in on one is refused by the other\\. Give every server the same JWT_SECRET\\.$',
      ),
    );

    // The last server's settings are the ones compared: the next one like it is quiet. A probe
    // whose time has passed was still signed with the same secret.
    const expiredProbe = createTokenService('another-secret-'.padEnd(40, 'y'), -10);
    expect(await compareSharedSettings(db, other, expiredProbe)).toEqual([]);
    expect(
      await compareSharedSettings(
        db,
        other,
        createTokenService('another-secret-'.padEnd(40, 'y'), 60),
      ),
    ).toEqual([]);
  });
});
