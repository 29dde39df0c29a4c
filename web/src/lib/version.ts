/** This build's front-end version (000 §9), injected from `@shelfline/shared/version` by vite.config.ts. */
export const FRONTEND_VERSION: string = __FRONTEND_VERSION__;
