import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @sightings/review-api` writes a migration for each schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
