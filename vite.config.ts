import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";
import { pageCatalogues } from "./scripts/vite-catalogues.ts";

const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * Packages that only run in a browser. The Worker must hold server code only: these would add
 * megabytes to its upload, and MapLibre's web worker (without a source map) makes
 * `wrangler deploy` fail. Import them from a `.client.tsx` module loaded with `lazy()`.
 */
const BROWSER_ONLY_PACKAGES = ["maplibre-gl", "react-map-gl"];

function keepBrowserOnlyPackagesOutOfTheWorker(): Plugin {
  return {
    name: "dolphin:browser-only-packages",
    // Builds only: the dev server's dependency scan reads .client modules as they are.
    apply: "build",
    // Before the other resolvers, which would otherwise resolve the package first.
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment.name !== "ssr") return null;
      const name = BROWSER_ONLY_PACKAGES.find((pkg) => source === pkg || source.startsWith(`${pkg}/`));
      if (!name) return null;
      this.error(
        `${name} runs only in a browser but ${importer ?? "a module"} brings it into the Worker. ` +
          "Import it from a .client.tsx module (loaded with lazy()), which the server build replaces with an empty stand-in.",
      );
    },
  };
}

/**
 * Browser scripts imported with `?worker&url` (the enhancement script and the parts only some
 * pages load): the server needs only their address, and the browser gets them from the client
 * build, which emits the same file under the same content hash. The server build would emit
 * them as well and add them to the Worker's upload, so they are left out of it.
 */
function keepBrowserScriptsOutOfTheWorker(): Plugin {
  return {
    name: "dolphin:browser-scripts-out-of-the-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "ssr") return;
      for (const [fileName, output] of Object.entries(bundle)) {
        // Emitted scripts are assets of the bundle; the Worker's own code is chunks.
        if (output.type === "asset" && fileName.endsWith(".js")) delete bundle[fileName];
      }
    },
  };
}

export default defineConfig({
  // A cache per build directory, so parallel builds do not share optimiser state.
  cacheDir: `node_modules/.vite/${buildDir}`,
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
    keepBrowserOnlyPackagesOutOfTheWorker(),
    keepBrowserScriptsOutOfTheWorker(),
    pageCatalogues(),
  ],
  resolve: { tsconfigPaths: true },
  // Browser source maps for Sentry (`npm run sentry:sourcemaps` uploads, then deletes them);
  // "hidden": the scripts do not point at them. Other builds have none.
  environments: { client: { build: { sourcemap: process.env.SENTRY_SOURCEMAPS ? "hidden" : false } } },
});
