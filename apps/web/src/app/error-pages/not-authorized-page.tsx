import { ErrorResult } from './error-result';

/** /pages/miscellaneous/not-authorized: a section the user was not granted. */
export const NotAuthorizedPage = () => (
  <ErrorResult
    status="403"
    titleKey="common:errorPages.notAuthorizedTitle"
    textKey="common:errorPages.notAuthorizedText"
  />
);
