import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { ENV } from '../../functions/registry.ts';
import { ShelflineFunction } from '../../infra/constructs/shelfline-function.ts';
import { logicalIdOf, synthShelfline, templateOf } from './support/synth.ts';

const { app } = synthShelfline();
const functions = app.node.findAll().filter((c): c is ShelflineFunction => c instanceof ShelflineFunction);

/** What the house function (`shelfline-function.ts`) gives every function of every stack. */
describe('every Shelfline function', () => {
  it('reports the app version of its stage and runs with source maps', () => {
    // The API families, the pre-token trigger, the ingestion worker and the redrive job at least.
    expect(functions.length).toBeGreaterThan(3);
    for (const fn of functions) {
      const resource = templateOf(Stack.of(fn)).toJSON().Resources[logicalIdOf(fn)];
      const variables = resource.Properties.Environment.Variables as Record<string, unknown>;
      expect(variables[ENV.appVersion], fn.node.path).toMatch(/\S/);
      expect(variables.NODE_OPTIONS, fn.node.path).toBe('--enable-source-maps');
    }
  });
});
