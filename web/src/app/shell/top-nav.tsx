import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { menuFor, type VisibleMenuEntry } from '@shelfline/shared/menu';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { strings } from '../../strings.ts';
import { defaultDestination, type Session } from '../session/session-rules.ts';
import { useSignOut } from '../session/use-sign-out.ts';
import { labelWithTestId, menuUtilities } from './menu-utilities.tsx';
import { ReportModal } from './report-modal.tsx';
import { useServerInfo } from './use-server-info.ts';

const LOGO = `${import.meta.env.BASE_URL}logo.svg`;

/** The top bar of 000 §2.3: brand, the role's menu, and the user menu with versions and Logout. */
export function TopNav({ session }: { session: Session }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [report, setReport] = useState<VisibleMenuEntry>();
  const home = defaultDestination(session.roles);

  const menu = useMemo(
    () => menuUtilities(menuFor(session.roles), { navigate: (path) => void navigate(path), openReport: setReport }),
    [session.roles, navigate],
  );
  const userMenu = useUserMenu(session.displayName, signOut);

  return (
    <>
      <TopNavigation
        identity={{
          href: home,
          title: strings.appName,
          logo: { src: LOGO, alt: strings.appName },
          onFollow: (event) => {
            event.preventDefault();
            void navigate(home);
          },
        }}
        utilities={[...menu, userMenu]}
        i18nStrings={{
          overflowMenuTriggerText: strings.shell.overflowMenu,
          overflowMenuTitleText: strings.shell.navigation,
          overflowMenuDismissIconAriaLabel: strings.shell.close,
          overflowMenuBackIconAriaLabel: strings.login.back,
        }}
      />
      <ReportModal entry={report} onClose={() => setReport(undefined)} />
    </>
  );
}

function useUserMenu(name: string, signOut: () => void): TopNavigationProps.MenuDropdownUtility {
  const info = useServerInfo();
  const server = info.data
    ? strings.shell.serverVersion(info.data.version)
    : info.isError
      ? strings.shell.serverVersionUnavailable
      : strings.shell.serverVersionLoading;
  const label = name || strings.shell.userMenu;
  return {
    type: 'menu-dropdown',
    text: labelWithTestId(label, 'user-menu'),
    title: label,
    ariaLabel: label,
    iconName: 'user-profile',
    disableTextCollapse: true,
    disableUtilityCollapse: true,
    items: [
      {
        id: 'version',
        text: strings.shell.versionGroup,
        items: [
          { id: 'version-frontend', text: strings.shell.frontEndVersion },
          { id: 'version-server', text: server },
        ],
      },
      { id: 'logout', text: strings.shell.logout },
    ],
    onItemClick: (event) => {
      if (event.detail.id === 'logout') signOut();
    },
  };
}
