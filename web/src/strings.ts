import { FRONTEND_VERSION } from './lib/version.ts';

/** Every string the SPA shows, in one place (docs/decisions.md#wording, as in cloudscape-design/demos). */
export const strings = {
  appName: 'Shelfline',
  loading: 'Loading…',
  laterRelease: 'This screen arrives in a later release.',
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ] as readonly string[],

  login: {
    title: 'Sign in',
    customerTitle: 'Customer sign in',
    description: 'Sign in with your login code and password.',
    customerDescription: 'Sign in to see your summary.',
    loginCode: 'Login code',
    password: 'Password',
    submit: 'Login',
    asCustomer: 'Login as customer',
    back: 'Back',
    success: 'You are logged in successfully',
    failureHeader: 'Sign-in failed',
    unreadableToken: 'The server answered with a token this app cannot read.',
    privacy: 'Privacy policy',
  },

  shell: {
    navigation: 'Main navigation',
    notifications: 'Notifications',
    userMenu: 'User menu',
    logout: 'Logout',
    versionGroup: 'Version',
    frontEndVersion: `Front-end ${FRONTEND_VERSION}`,
    serverVersion: (version: string) => `Server ${version}`,
    serverVersionLoading: 'Server …',
    serverVersionUnavailable: 'Server version unavailable',
    overflowMenu: 'More',
    dismiss: 'Dismiss',
    close: 'Close',
  },

  dashboard: {
    title: 'Dashboard',
    welcome: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
    customerWelcome: (name: string) => `Welcome ${name}! Here is Customer dashboard`,
  },

  /** Leaving a page with unsaved changes (001 §2: 'Do you want to save changes?'). */
  unsaved: {
    saveChanges: 'Do you want to save changes?',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
    close: 'Close',
    discardTitle: 'Discard unsaved changes?',
    discardText: 'This page has changes that are not saved. Leave it and lose them?',
    discard: 'Discard',
  },

  permissionError: { title: 'Permission Error', text: "Sorry, You can't access this page" },
  notFound: { title: 'Page Not Found', text: 'Sorry, this page does not exist' },
  home: 'Go to the start page',
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reloading usually fixes it, for example after a new version was released.',
    reload: 'Reload',
  },

  /** Titles of routes that have no menu entry of their own, or whose menu label needs its group. */
  routeTitles: {
    '/schedule/drafts/details/:ids': 'Draft Details',
    '/schedule/drafts/user': 'Customer Dashboard',
    '/orders': 'Orders Export',
    '/orderEntry': 'Order Entry',
    '/locations/:id/provinces': 'Provinces',
    '/locations/provinces/:id/cities': 'Cities',
    '/planogramMaintenance/:planogramId': 'Planogram',
    '/logs/:name': 'Log',
    '/invoicing/merchandiser': 'Merchandiser Invoicing',
    '/invoicing/customer': 'Customer Invoicing',
    '/fileManager/internal': 'Internal Files',
    '/fileManager/ume': 'UME Files',
    '/hr/applicants/:id': 'Applicant',
    '/hr/ingestion-failures/:id': 'Ingestion Failure',
  } as Readonly<Record<string, string>>,
} as const;
