/*
 * Files a lazy package loads at run time that its single-file build cannot carry (infra/constructs/lazy-packages.ts).
 *
 * pdfkit 0.20 reads the metrics of its standard fonts with `createRequire(__filename)('#standard-fonts/Helvetica')`: a
 * subpath import (its package.json `imports`) resolved when a document first uses the font, invisible to esbuild. The
 * bundled package alone fails with "Cannot find module '#standard-fonts/Helvetica'" (../shared/PERFORMANCE.md). So the font
 * modules (plain CommonJS, no dependencies, ~190 kB for the 14 fonts) ship beside its `index.cjs`, and the shipped
 * package.json gets the `imports` entry that points there; Node then resolves them as in node_modules.
 */

export interface LazyPackageFiles {
  /** Directories copied from the installed package (paths relative to its root) into the shipped package. */
  copy: readonly { from: string; to: string }[];
  /** Fields added to the shipped package.json. */
  manifest: Readonly<Record<string, unknown>>;
}

export const LAZY_PACKAGE_FILES: Readonly<Record<string, LazyPackageFiles>> = {
  pdfkit: {
    copy: [{ from: 'js/standard-fonts', to: 'standard-fonts' }],
    manifest: { imports: { '#standard-fonts/*': './standard-fonts/*.cjs' } },
  },
};
