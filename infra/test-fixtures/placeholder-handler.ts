// DEV-ONLY placeholder; delete before hand-off.
export const handler = async () => ({ statusCode: 501, body: '{}' });
