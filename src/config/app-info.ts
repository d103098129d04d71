/** Facts about this build, fixed by vite.config.ts `define` at build time. */

/** The app's version: package.json `version` of the build (e.g. "0.1.0"). */
export const APP_VERSION: string = __APP_VERSION__;
