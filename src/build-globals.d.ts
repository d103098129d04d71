/// <reference types="vite-plugin-pwa/client" />
// Build-time declarations: `virtual:pwa-register` (vite-plugin-pwa, above), and the constants vite.config.ts
// `define` replaces at build time (read them through src/config/app-info.ts).

/** package.json `version` of the build. */
declare const __APP_VERSION__: string;
