/** Injected by vite.config.ts from `@shelfline/shared/version`. */
declare const __FRONTEND_VERSION__: string;
