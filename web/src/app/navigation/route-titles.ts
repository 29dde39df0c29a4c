import { MENU, type MenuEntry } from '@shelfline/shared/menu';
import type { WebRoute } from '@shelfline/shared/web-routes';
import { strings } from '../../strings.ts';

interface PathTitle {
  path: string;
  title: string;
}

/** Every menu entry with a path, in menu order. */
const menuPaths: PathTitle[] = MENU.flatMap((item: MenuEntry) => [item, ...(item.children ?? [])]).flatMap((entry) =>
  entry.path ? [{ path: entry.path.toLowerCase(), title: entry.label }] : [],
);

/**
 * The title of a route: its own name from `strings.routeTitles` when it has one (detail pages, pages
 * whose menu label needs its group to make sense), else the label of the menu entry on the same path or
 * on the nearest parent path.
 */
export function titleOf(route: Pick<WebRoute, 'path'>): string {
  const own = strings.routeTitles[route.path];
  if (own) return own;
  const path = route.path.toLowerCase();
  const best = menuPaths
    .filter((entry) => path === entry.path || path.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return best?.title ?? strings.appName;
}
