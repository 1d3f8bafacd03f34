import { sql } from 'drizzle-orm';
import type { TokenService } from '../auth/tokens';
import { queryRows, type Db } from './database';

/*
 * Settings every server on one database should share (docs/scaling.md). Each server writes the
 * ones it starts with to `server_settings`, after comparing them with what the last server to
 * start wrote: a server behind the same load balancer with another lease length, another set of
 * API extensions or another signing secret would make the same operator's requests behave
 * differently by the server they land on, so the start says so in the log. A warning, not a
 * refusal: changing a setting on every server means restarting them one after the other, and
 * the first one restarted is rightly different from the rest for a while.
 */

/** The name of the row that holds a token signed by the last server to start. */
export const TOKEN_PROBE = 'token-probe';

/** The settings of this server that every server should share, by their variable's name. */
export type SharedSettings = Record<string, string>;

interface Stored {
  name: string;
  value: string;
  set_at: Date | string;
}

/**
 * Compares this server's `settings` and signing secret with those the last server to start on
 * the database wrote, then writes its own. Answers one sentence per difference, for the log.
 * Run under the start lock (`Database.exclusively`): one server at a time compares and writes.
 */
export async function compareSharedSettings(
  db: Db,
  settings: SharedSettings,
  tokens: TokenService,
): Promise<string[]> {
  const stored = await queryRows<Stored>(
    db,
    sql`SELECT name, value, set_at FROM server_settings ORDER BY name`,
  );
  const warnings: string[] = [];
  for (const row of stored) {
    const since = new Date(row.set_at).toISOString();
    if (row.name === TOKEN_PROBE) {
      // Signed with the other server's secret (for user 0, whom no account has): `expired`
      // means the signature held.
      const check = await tokens.check(row.value);
      if (!check.ok && check.reason === 'invalid')
        warnings.push(
          `The server started on this database at ${since} signs its tokens with another secret: ` +
            'a user signed in on one is refused by the other. Give every server the same JWT_SECRET.',
        );
      continue;
    }
    const mine = settings[row.name];
    if (mine !== undefined && mine !== row.value)
      warnings.push(
        `The server started on this database at ${since} runs with ${row.name}=${row.value}, ` +
          `this one with ${row.name}=${mine}: every server on one database should run with the same.`,
      );
  }
  const probe = await tokens.issue({ userId: 0, tokenVersion: 0 });
  const rows = [...Object.entries(settings), [TOKEN_PROBE, probe] as const];
  await db.execute(
    sql`INSERT INTO server_settings (name, value) VALUES ${sql.join(
      rows.map(([name, value]) => sql`(${name}, ${value})`),
      sql`, `,
    )}
    ON CONFLICT (name) DO UPDATE SET value = excluded.value, set_at = now()`,
  );
  return warnings;
}
