import { ErrorResult } from './error-result';

/** /error-404: where unknown paths end. */
export const NotFoundPage = () => (
  <ErrorResult
    status="404"
    titleKey="common:errorPages.notFoundTitle"
    textKey="common:errorPages.notFoundText"
  />
);
