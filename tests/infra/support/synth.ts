import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { defineShelfline, type ShelflineStacks } from '../../../infra/shelfline-app.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

export interface SynthResult {
  app: App;
  stacks: ShelflineStacks;
  assembly: CloudAssembly;
  /** Construction (which bundles every function with esbuild) plus synthesis and validation. */
  synthMs: number;
}

let cached: SynthResult | undefined;

/**
 * Builds the whole app once per module context (once per test run with the infra config's
 * `isolate: false`): the same `defineShelfline` as `bin/app.ts`, with cdk.json's feature flags and
 * real esbuild bundling of every function. cdk-nag runs inside `app.synth()`: under vitest CDK throws
 * on any unacknowledged finding, so a test file that gets a result has already passed the gate.
 */
export function synthShelfline(): SynthResult {
  if (cached) return cached;
  const cdkJson = JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const outdir = mkdtempSync(join(tmpdir(), 'shelfline-cdk-'));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  const started = performance.now();
  // The region is pinned so templates do not depend on the AWS_REGION of whoever runs the tests.
  const app = new App({ outdir, context: { ...cdkJson.context, stage: 'dev', region: 'ca-central-1' } });
  const stacks = defineShelfline(app);
  const assembly = app.synth();
  const synthMs = performance.now() - started;
  console.info(`[infra] app built and synthesised in ${(synthMs / 1000).toFixed(1)} s`);
  cached = { app, stacks, assembly, synthMs };
  return cached;
}

export function templateOf(stack: Stack): Template {
  synthShelfline();
  return Template.fromStack(stack);
}

/** The logical id of a construct's main resource (a function, a queue, a role) in its own stack's template. */
export function logicalIdOf(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** Resources of one type in a template, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** Every action granted to a role by the inline policies of a template (CDK's DefaultPolicy and others). */
export function actionsOfRole(template: Template, roleLogicalId: string): string[] {
  const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((p) =>
    JSON.stringify(p.Properties?.Roles ?? []).includes(`"${roleLogicalId}"`),
  );
  if (policies.length === 0) throw new Error(`no policy for role ${roleLogicalId}`);
  return policies.flatMap((policy) => {
    const document = policy.Properties?.PolicyDocument as { Statement?: { Action: string | string[] }[] } | undefined;
    return (document?.Statement ?? []).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
  });
}
