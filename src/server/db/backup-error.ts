/** A backup or restore refused or failed for a reason its operator can act on; the message says how. */
export class BackupError extends Error {}
