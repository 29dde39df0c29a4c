import {
  type IPolicyValidationContext,
  type IPolicyValidationPlugin,
  type PolicyValidationPluginReport,
  Stack,
  Validations,
} from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

interface PendingAcknowledgement {
  scope: IConstruct;
  /** The wildcard resource as written in the policy, tokens and all. */
  resource: string;
  reason: string;
}

const pending = new WeakMap<IConstruct, PendingAcknowledgement[]>();

/**
 * Acknowledges cdk-nag's IAM5 finding for one wildcard resource, e.g. the objects of a bucket
 * (`${bucket.bucketArn}/*`), on `scope` and everything under it.
 *
 * cdk-nag 3 names such a finding after the resource as it appears in the finished template. For a
 * resource of another stack that is a `Fn::GetStackOutput` whose output name CDK only chooses while
 * synthesising, so the exact id cannot be written by hand at construction time. The resource is
 * therefore recorded here with its tokens, and `ResolveAcknowledgements` (registered just before the
 * cdk-nag pack) resolves it inside the consuming stack and acknowledges exactly that finding.
 */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  const root = scope.node.root;
  const list = pending.get(root) ?? [];
  list.push({ scope, resource, reason });
  pending.set(root, list);
}

/**
 * A validation plugin that reports nothing: it turns the acknowledgements recorded by
 * `acknowledgeWildcardResource` into ordinary `Validations.acknowledge` entries once references are
 * final. It only adds acknowledgement metadata, which cdk-nag reads from the tree; the templates are
 * already written. CDK runs plugins in registration order, so it must be added before
 * `AwsSolutionsChecks`.
 */
export class ResolveAcknowledgements implements IPolicyValidationPlugin {
  readonly name = 'shelfline-resolve-acknowledgements';

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    for (const item of pending.get(context.appConstruct) ?? []) {
      // The same flattening cdk-nag applies when it names the finding.
      const flattened = flattenCfnReference(Stack.of(item.scope).resolve(item.resource));
      Validations.of(item.scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${flattened}]`, reason: item.reason });
    }
    return { success: true, violations: [] };
  }
}

/**
 * Constructs CDK adds once per stack for its own custom resources (bucket notifications, bucket
 * deployment, ...), found by the start of their id; acknowledgements on them cover their role,
 * policy and function.
 */
export function stackSingletons(stack: Stack, idPrefix: string): IConstruct[] {
  const found = stack.node.children.filter((child) => child.node.id.startsWith(idPrefix));
  if (found.length === 0) throw new Error(`${stack.stackName} has no construct whose id starts with ${idPrefix}`);
  return found;
}
