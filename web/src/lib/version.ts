/** This build's front-end version (000 §9): the shared contract's, bundled in at build time. */
export { FRONTEND_VERSION } from '@shelfline/shared/version';
