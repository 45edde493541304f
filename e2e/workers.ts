/**
 * How many browser-test workers run side by side, each with a site of its own
 * (e2e/global-setup.ts): one per core of a two-core machine by default; E2E_WORKERS=1 runs
 * every file against one site, one after another.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
