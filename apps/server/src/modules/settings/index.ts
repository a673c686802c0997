/** The settings module's public entry: the mail outbox screen. */
export { outboxRoutes } from './outbox.routes.ts';
export { createOutboxService, type OutboxService } from './outbox.service.ts';
