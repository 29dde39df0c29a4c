/**
 * Navigation for code outside React (the API client signing the user out). The router registers itself
 * here; before it does, a full page load does the job.
 */
let navigator: ((to: string) => void) | undefined;

export function setNavigator(navigate: (to: string) => void): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
