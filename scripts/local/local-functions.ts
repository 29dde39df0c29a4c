import { resolve } from 'node:path';
import { API_FUNCTIONS, type FunctionDefinition, UNBUILT_FUNCTION } from '../../functions/registry.ts';

// biome-ignore lint/suspicious/noExplicitAny: handlers of different event types share this loader.
type AnyHandler = (event: any, context: any) => Promise<unknown>;

export interface LoadedFunction {
  name: string;
  handler: AnyHandler;
}

const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../functions');
const loaded = new Map<string, Promise<LoadedFunction>>();

/** Loads a function's module once, as Lambda would keep a warm container. */
export function loadFunction(name: string, definition: FunctionDefinition): Promise<LoadedFunction> {
  let fn = loaded.get(name);
  if (!fn) {
    fn = import(resolve(FUNCTIONS_DIR, definition.entry)).then((module: { handler: AnyHandler }) => ({
      name,
      handler: module.handler,
    }));
    loaded.set(name, fn);
  }
  return fn;
}

/** The function API Gateway would call for a family (registry.ts), or the one answering unbuilt families. */
export function functionForFamily(family: string): Promise<LoadedFunction> {
  const definition = API_FUNCTIONS[family];
  return definition
    ? loadFunction(`shelfline-api-${family}`, definition)
    : loadFunction('shelfline-api-unbuilt', UNBUILT_FUNCTION);
}
