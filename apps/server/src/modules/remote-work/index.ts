/**
 * The remote-work module's public entry (homework status). Beside users, above employees (whose
 * index gives the scope and the facts). Attendance reads the remote days through `remoteWorkDays`.
 */

export { remoteWorkModule } from './remote-work.manifest.ts';
export { remoteWorkAssignments } from './remote-work.table.ts';
export { type RemoteWorkDay, remoteWorkDays } from './remote-work-days.ts';
export { insertDemoRemoteWork, type SeedRemoteWork } from './remote-work-seed.ts';
