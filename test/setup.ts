import { applyD1Migrations, env } from "cloudflare:test";

// Each test file starts from the migrated, empty schema (storage is isolated per file).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
