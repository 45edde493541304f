import type { Config } from "@react-router/dev/config";

export default {
  // Pages render on the server (at the edge) and work before JavaScript loads.
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
