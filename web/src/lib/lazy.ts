import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** `React.lazy` for a named export (the house style has no default exports). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
