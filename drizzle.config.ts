import { defineConfig } from "drizzle-kit";

// Migrations are generated from the merged schema and applied by wrangler
// (`wrangler d1 migrations apply DB --local`, or `--remote` in production).
export default defineConfig({
  dialect: "sqlite",
  schema: "./workers/db/schema/index.ts",
  out: "./migrations",
});
