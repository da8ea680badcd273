import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the Drizzle schema (`npm run db:generate`); the server applies
// them at start with drizzle's migrator, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
