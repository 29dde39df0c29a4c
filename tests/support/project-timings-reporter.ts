import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after a run, how long each vitest project took: wall time from its first file's start to its last file's
 * end, and the files' summed durations. The suite must stay fast as the product doubles (each later issue adds
 * files): these figures go into issue notes, before and after.
 */
export default class ProjectTimingsReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number; busy: number }>();

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const span = this.spans.get(name) ?? { start: Date.now(), end: 0, files: 0, busy: 0 };
    this.spans.set(name, span);
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (!span) return;
    span.end = Date.now();
    span.files++;
    span.busy += module.diagnostic().duration;
  }

  onTestRunEnd() {
    if (this.spans.size === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log('\nTime by project (wall, from its first file to its last; summed file durations):');
    for (const [name, span] of this.spans)
      console.log(
        `  ${name.padEnd(12)} ${seconds(span.end - span.start).padStart(8)} wall, ${String(span.files).padStart(3)} files, ${seconds(span.busy).padStart(8)} in files`,
      );
  }
}
