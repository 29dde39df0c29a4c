import type { ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import type { VisibleMenuEntry } from '@shelfline/shared/menu';

/** `menu-<entry id>` for top-level items, `menu-<group id>-<child id>` for a group's children. */
export const menuTestId = (...ids: readonly string[]): string => ['menu', ...ids].join('-');

/**
 * A utility label that carries a `data-testid`. TopNavigation utilities take no test id, but render
 * their `text` as given (in the bar and in the overflow menu), so the label goes in as a span; the
 * aria-label stays the plain text.
 */
export function labelWithTestId(label: string, testId: string): string {
  return (<span data-testid={testId}>{label}</span>) as unknown as string;
}

export interface MenuActions {
  navigate: (path: string) => void;
  openReport: (entry: VisibleMenuEntry) => void;
}

/** Routes a plain left click through the router; modifier clicks keep the browser's own behaviour. */
function follow(navigate: (path: string) => void, href: string | undefined, event: { preventDefault(): void }) {
  if (!href) return;
  event.preventDefault();
  navigate(href);
}

function groupUtility(group: VisibleMenuEntry, actions: MenuActions): TopNavigationProps.MenuDropdownUtility {
  const children = group.children ?? [];
  const items: ButtonDropdownProps.Item[] = children.map((child) => ({
    id: menuTestId(group.id, child.id),
    text: child.label,
    ...(child.path ? { href: child.path } : {}),
  }));
  return {
    type: 'menu-dropdown',
    text: labelWithTestId(group.label, menuTestId(group.id)),
    title: group.label,
    ariaLabel: group.label,
    items,
    onItemFollow: (event) => follow(actions.navigate, event.detail.href, event),
    onItemClick: (event) => {
      // Reporting entries open a modal instead of a route (000 §2.3).
      const child = children.find((entry) => menuTestId(group.id, entry.id) === event.detail.id);
      if (child?.modal) actions.openReport(child);
    },
  };
}

function entryUtility(entry: VisibleMenuEntry, actions: MenuActions): TopNavigationProps.ButtonUtility {
  return {
    type: 'button',
    text: labelWithTestId(entry.label, menuTestId(entry.id)),
    ariaLabel: entry.label,
    ...(entry.path ? { href: entry.path } : {}),
    onFollow: (event) => follow(actions.navigate, entry.path, event),
    onClick: (event) => {
      if (entry.modal) {
        event.preventDefault();
        actions.openReport(entry);
      }
    },
  };
}

/** The role's menu (`menuFor(roles)`) as TopNavigation utilities: groups as dropdowns, entries as buttons. */
export function menuUtilities(menu: readonly VisibleMenuEntry[], actions: MenuActions): TopNavigationProps.Utility[] {
  return menu.map((entry) => (entry.children ? groupUtility(entry, actions) : entryUtility(entry, actions)));
}
