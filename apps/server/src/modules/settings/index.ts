/**
 * The settings module's public entry: e-mail events (who hears of what), the mail outbox screen, and
 * the recipient resolver app.ts hands to the mail platform.
 */
export { resolveEventRecipients } from './email-event.repository.ts';
export { mailEventRecipientGroups, mailEventRecipients, mailEventSettings } from './email-event.table.ts';
export { insertDemoMailSettings } from './email-event-seed.ts';
export { settingsModule } from './settings.manifest.ts';
