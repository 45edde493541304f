import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  // A cache per build directory, so parallel builds do not share optimiser state.
  cacheDir: `node_modules/.vite/${buildDir}`,
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { tsconfigPaths: true },
});
