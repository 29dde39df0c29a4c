/*
 * What a `npm test` run needs before vitest starts, from its arguments: the whole run (no project, no file) needs
 * everything; `--project unit` / `contract` / `infra` (or their files) need no local stack and no SPA build;
 * integration needs the stack; e2e needs the stack and the SPA.
 */

export interface TestNeeds {
  /** Type-check and lint first (the whole run only). */
  staticChecks: boolean;
  stack: boolean;
  spa: boolean;
}

const STACK_PROJECTS = new Set(['integration', 'e2e']);

/** The projects a run names (`--project x`, `--project=x`) and the test paths it passes. */
function parse(args: readonly string[]): { projects: string[]; paths: string[] } {
  const projects: string[] = [];
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--project') projects.push(args[++i] ?? '');
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg.startsWith('-')) {
      // Another vitest option; its value (if any) is not a path we can read, and is not needed.
    } else paths.push(arg);
  }
  return { projects, paths };
}

/** The project a test path belongs to (vitest.config.ts), or undefined when it cannot tell. */
function projectOfPath(path: string): string | undefined {
  const clean = path.replace(/^\.\//, '');
  if (clean.startsWith('tests/integration')) return 'integration';
  if (clean.startsWith('tests/e2e')) return 'e2e';
  if (clean.startsWith('tests/infra')) return 'infra';
  if (clean.startsWith('tests/contract')) return 'contract';
  if (/^(shared|functions|scripts|web\/src)\//.test(clean)) return 'unit';
  return undefined;
}

export function needsOf(args: readonly string[]): TestNeeds {
  const { projects, paths } = parse(args);
  if (projects.length === 0 && paths.length === 0) return { staticChecks: true, stack: true, spa: true };
  const named = projects.length > 0 ? projects : paths.map(projectOfPath);
  // A path we cannot place (a filter word, a pattern) might be anything: give it everything but the static checks.
  if (named.some((p) => p === undefined)) return { staticChecks: false, stack: true, spa: true };
  return {
    staticChecks: false,
    stack: named.some((p) => STACK_PROJECTS.has(p as string)),
    spa: named.includes('e2e'),
  };
}
