/**
 * An AWS SDK client whose package is imported on first use, with the package itself (for its command classes).
 * The bundles leave `@aws-sdk/*` to the Lambda runtime, so a static import loads the client's package on every
 * cold start of the family even when the call never reaches the service: Cognito, S3 and SES cost the user,
 * supplier, worker, profile and schedule families 70-300 ms of init (`npm run bench`, bundles). A dynamic import of
 * an external package stays dynamic in the bundle; DynamoDB, which nearly every call uses, stays static (dynamo.ts).
 */
export interface LoadedClient<Sdk, Client> {
  sdk: Sdk;
  client: Client;
}

export function lazyClient<Sdk, Client>(
  load: () => Promise<Sdk>,
  create: (sdk: Sdk) => Client,
): () => Promise<LoadedClient<Sdk, Client>> {
  let loading: Promise<LoadedClient<Sdk, Client>> | undefined;
  return () => {
    loading ??= load().then(
      (sdk) => ({ sdk, client: create(sdk) }),
      (error: unknown) => {
        loading = undefined; // the next call tries again
        throw error;
      },
    );
    return loading;
  };
}

/**
 * Whether an SDK error is one of the service's named exceptions. By name rather than `instanceof`, so callers need
 * not import the package's exception classes at module scope.
 */
export function isAwsError(error: unknown, ...names: string[]): error is Error {
  return error instanceof Error && names.includes(error.name);
}
