/** A failure the operator can act on: the CLIs print its message alone and exit 1. */
export class BackupError extends Error {
  override name = "BackupError";
}
