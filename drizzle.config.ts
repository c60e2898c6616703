import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (npm run db:generate) and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/dispatch-schema.ts',
    './src/server/db/landing-schema.ts',
    './src/server/db/system-schema.ts',
    './src/server/db/messaging-schema.ts',
  ],
  out: './src/server/db/migrations',
});
