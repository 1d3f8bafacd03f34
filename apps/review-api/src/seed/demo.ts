import type { Db } from '../db/database';
import { seedDemoAccounts } from './accounts';

/** The demo data set (SEED=demo): loaded into an empty database only. */
export async function seedDemoData(db: Db): Promise<void> {
  await seedDemoAccounts(db);
}
