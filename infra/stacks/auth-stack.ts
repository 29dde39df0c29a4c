import { ROLES } from '@shelfline/shared/roles';
import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { ENV, PRE_TOKEN_FUNCTION } from '../../functions/registry.ts';
import type { ShelflineConfig } from '../config.ts';
import { ShelflineFunction } from '../constructs/shelfline-function.ts';

export interface AuthStackProps extends StackProps {
  config: ShelflineConfig;
  table: dynamodb.ITable;
}

/**
 * Who may sign in: one user pool for staff, field workers and customers.
 *
 * The username is the login code people already have; roles are the pool's groups; the
 * pre-token-generation trigger adds role and names from the table and refuses inactive people.
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly staffClient: cognito.UserPoolClient;
  readonly customerClient: cognito.UserPoolClient;
  /** `iss` of the tokens, for API Gateway's JWT authorizer. */
  readonly issuerUrl: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    const preTokenGeneration = new ShelflineFunction(this, 'PreTokenGeneration', {
      definition: PRE_TOKEN_FUNCTION,
      description: 'Cognito pre-token-generation trigger: role and names into the ID token',
      config,
      // Cognito waits at most 5 s for a trigger.
      defaultTimeout: Duration.seconds(5),
      // No USER_POOL_ID here: the pool references this function, so the reverse would be a cycle.
      // The trigger event carries the pool id.
      environment: { [ENV.tableName]: props.table.tableName },
      grantTargets: { table: props.table },
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      // Login codes are typed by hand on phones in the field; `AB12` and `ab12` are the same person.
      signInCaseSensitive: false,
      customAttributes: {
        personId: new cognito.StringAttribute({ minLen: 1, maxLen: 64, mutable: true }),
        personType: new cognito.StringAttribute({ minLen: 1, maxLen: 32, mutable: true }),
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      // People sign in with a login code and have no verified e-mail or phone; an admin resets passwords.
      accountRecovery: cognito.AccountRecovery.NONE,
      mfa: cognito.Mfa.OFF,
      // Essentials: needed for the V2 pre-token trigger; threat protection needs Plus (see COG8 below).
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: config.isProd,
      removalPolicy: config.removalPolicy,
    });
    this.userPool.addTrigger(
      cognito.UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG,
      preTokenGeneration,
      cognito.LambdaVersion.V2_0,
    );
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is off: the spec signs people in with login code and password only (000 §7.1), field workers share devices without a second factor, and the authenticate route does not answer MFA challenges. Revisit together with the Plus feature plan.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Essentials feature plan covers what Shelfline uses (V2 pre-token trigger); Plus (threat protection) is a per-user cost decision left to the product owner. Brute force is limited by Cognito lockout and the strong password policy.',
      },
    );

    for (const role of ROLES) {
      new cognito.UserPoolGroup(this, `Group-${role}`, {
        userPool: this.userPool,
        groupName: role,
        description: `Shelfline role ${role}`,
      });
    }

    const client = (clientId: string, name: string) =>
      this.userPool.addClient(clientId, {
        userPoolClientName: name,
        // The API signs people in on their behalf with USER_PASSWORD_AUTH; refresh is always allowed.
        authFlows: { userPassword: true },
        generateSecret: false,
        disableOAuth: true,
        preventUserExistenceErrors: true,
        enableTokenRevocation: true,
        idTokenValidity: Duration.hours(1),
        accessTokenValidity: Duration.hours(1),
        refreshTokenValidity: Duration.days(30),
        // Users must never set their own personId/personType with their access token.
        writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ locale: true }),
      });
    this.staffClient = client('StaffClient', 'staff');
    this.customerClient = client('CustomerClient', 'customer');
    this.issuerUrl = this.userPool.userPoolProviderUrl;
  }
}
