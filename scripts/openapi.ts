import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi, countOperations } from './openapi/build.ts';

/**
 * Writes the OpenAPI 3.1 document of the route table: `npm run openapi [-- <file>]`.
 * The file defaults to `openapi.json` at the repository root; a path given on the command line is
 * taken relative to the current directory.
 */
const target = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../openapi.json', import.meta.url));

const document = buildOpenApi();
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${countOperations(document)} operations written to ${target}`);
