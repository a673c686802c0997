/**
 * The notifications module's public entry: the navbar bell's routes, and `notify` for any module
 * above users that tells a user about an event inside its own transaction.
 */

export { type ApprovalRequest, assertNotOwnRequest } from '../../platform/access/own-request.ts';
export {
  decidersWithSection,
  decidesForEveryone,
  mailRecipientsOf,
  notifyInTheirLanguage,
  userNameOf,
} from './flow-people.ts';
export { notificationRoutes } from './notification.routes.ts';
export {
  createNotificationService,
  type NewNotification,
  type NotificationService,
  notify,
  notifyChannel,
  notifyDriverComment,
} from './notification.service.ts';
export { chiefUsersOfArea, userOfEmployee, usersWithSection } from './recipients.ts';
export {
  assertDecidesRequest,
  companyWideDecisions,
  decidersOfRequest,
  decisionsOnPage,
  interestedUsers,
  namesOfUsers,
  nextLevelAbove,
  type RequestDeciders,
} from './request-deciders.ts';
