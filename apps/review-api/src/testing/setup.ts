/*
 * The node tests' setup file (vitest.config.ts): passwords are hashed at the test cost, so the
 * hundreds of sign-ins of the server tests take milliseconds instead of a tenth of a second
 * each. Production's cost is tested on its own (auth/passwords.test.ts).
 */
import { setPasswordHashCost, TEST_PASSWORD_HASH_COST } from '../auth/passwords';

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
