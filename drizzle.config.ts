import { defineConfig } from 'drizzle-kit';

// One migrations folder serves both drivers (PGlite and node-postgres); it is committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/all-tables.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
