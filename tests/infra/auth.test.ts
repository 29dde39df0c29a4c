import { ROLES } from '@shelfline/shared';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { logicalIdOf, resourcesOf, synthShelfline, templateOf } from './support/synth.ts';

const { stacks } = synthShelfline();
const { auth } = stacks;
const template = templateOf(auth);

describe('auth stack', () => {
  it('signs in by username (the login code), case-insensitively, with no self sign-up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameConfiguration: { CaseSensitive: false },
      AliasAttributes: Match.absent(),
      UsernameAttributes: Match.absent(),
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    });
  });

  it('carries personId and personType as custom attributes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'personId', AttributeDataType: 'String' }),
        Match.objectLike({ Name: 'personType', AttributeDataType: 'String' }),
      ]),
    });
  });

  it('runs the pre-token-generation trigger as a V2 event', () => {
    const fnId = logicalIdOf(auth.node.findChild('PreTokenGeneration'));
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreTokenGenerationConfig: { LambdaArn: { 'Fn::GetAtt': [fnId, 'Arn'] }, LambdaVersion: 'V2_0' } },
      UserPoolTier: 'ESSENTIALS',
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
    });
  });

  it('has one group per role', () => {
    const groups = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties?.GroupName,
    );
    expect(groups.sort()).toEqual([...ROLES].sort());
  });

  it('has the staff and customer clients: password + refresh flows, no secret, 1 h tokens, 30 d refresh', () => {
    for (const name of ['staff', 'customer']) {
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: name,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        GenerateSecret: false,
        IdTokenValidity: 60,
        AccessTokenValidity: 60,
        RefreshTokenValidity: 30 * 24 * 60,
        TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
        AllowedOAuthFlowsUserPoolClient: false,
        // A user must never be able to rewrite custom:personId with their own access token.
        WriteAttributes: Match.not(Match.arrayWith([Match.stringLikeRegexp('^custom:')])),
      });
    }
    expect(Object.keys(resourcesOf(template, 'AWS::Cognito::UserPoolClient'))).toHaveLength(2);
  });

  it('lets the trigger read the table and nothing more', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
    expect(policies).toHaveLength(1);
    const text = JSON.stringify(policies[0]?.Properties);
    expect(text).toContain('dynamodb:Query');
    expect(text).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/);
  });
});
