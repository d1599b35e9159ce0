export { createOutboxFlusher, exclusiveRunner, retryDelayMs, type OutboxFlusher } from './outbox';
export {
  createSyncEngine,
  type FollowOptions,
  type Following,
  type Session,
  type SyncEngine,
  type SyncList,
} from './sync-engine';
