import { strings } from '../strings.ts';

/**
 * Shown when a route fails to render, most often because a new build removed the chunk this page asked
 * for. Plain HTML: the failing chunk may be the one that holds the Cloudscape components.
 */
export function RouteError() {
  return (
    <div className="route-error" role="alert">
      <h1>{strings.routeError.title}</h1>
      <p>{strings.routeError.text}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {strings.routeError.reload}
      </button>
    </div>
  );
}
