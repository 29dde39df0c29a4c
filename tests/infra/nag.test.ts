import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ResolveAcknowledgements } from '../../infra/constructs/nag.ts';
import { synthShelfline } from './support/synth.ts';

const { app, assembly } = synthShelfline();

interface Report {
  pluginReports: { pluginName?: string; violations?: { ruleName: string; severity?: string }[] }[];
}

function acknowledgements(root: App): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

describe('cdk-nag (AWS Solutions)', () => {
  it('reports no unacknowledged finding, error or warning, for the whole app', () => {
    const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as Report;
    const violations = report.pluginReports.flatMap((r) =>
      (r.violations ?? []).map((v) => `${r.pluginName ?? '?'}: ${v.severity ?? '?'} ${v.ruleName}`),
    );
    expect(violations).toEqual([]);
  });

  it('gives every acknowledgement a reason that explains it', () => {
    const all = acknowledgements(app);
    expect(all.length).toBeGreaterThan(0);
    for (const ack of all) {
      expect(ack.id, ack.path).toMatch(/AwsSolutions-/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(60);
    }
  });

  it('fails the synth on a finding and passes once it is acknowledged', () => {
    const build = (acknowledge: boolean) => {
      const probe = new App();
      Validations.of(probe).addPlugins(new ResolveAcknowledgements());
      Validations.of(probe).addPlugins(new AwsSolutionsChecks(probe));
      const stack = new Stack(probe, 'Probe');
      const bucket = new s3.Bucket(stack, 'Unlogged', {
        enforceSSL: true,
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      if (acknowledge) {
        Validations.of(bucket).acknowledge({ id: 'AwsSolutions-S1', reason: 'Probe bucket of the nag gate test.' });
      }
      return () => probe.synth();
    };
    expect(build(false)).toThrow(/AwsSolutions-S1/);
    expect(build(true)).not.toThrow();
  });
});
