import { strings } from '../strings.ts';

/** Shown while a page's code loads. Plain HTML and CSS, so the first chunk carries no Cloudscape. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{strings.loading}</span>
    </div>
  );
}
