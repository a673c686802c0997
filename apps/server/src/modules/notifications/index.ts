/**
 * The notifications module's public entry: the navbar bell's routes, and `notify` for any module
 * above users that tells a user about an event inside its own transaction.
 */

export { type ApprovalRequest, assertNotOwnRequest } from '../../platform/access/own-request.ts';
export {
  type ApprovalFlow,
  type ApprovalFlowDefinition,
  type ApprovalNotice,
  type ApprovalStep,
  approvalFlow,
} from './approval-flow.ts';
export {
  EMPLOYEE_DOCUMENT_EXPIRY_TASK,
  sendEmployeeDocumentReminders,
} from './employee-document-reminders.ts';
export {
  decidersWithSection,
  decidesForEveryone,
  mailRecipientsOf,
  notifyInTheirLanguage,
  userNameOf,
} from './flow-people.ts';
export { type NoticeMessage, noticeText } from './notice-text.ts';
export { type NewNotification, notify, notifyChannel, notifyDriverComment } from './notification.service.ts';
export { notificationsModule } from './notifications.manifest.ts';
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
export {
  type RequestColumns,
  type RequestListQuery,
  requestItem,
  requestListOrder,
  requestListWhere,
  requestPeople,
} from './request-list.ts';
export {
  SIGNING_CERTIFICATE_EXPIRY_TASK,
  sendSigningCertificateReminders,
} from './signing-certificate-reminders.ts';
export { type SingleDecisionDefinition, singleDecisionFlow } from './single-decision-flow.ts';
