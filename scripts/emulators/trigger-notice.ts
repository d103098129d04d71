/**
 * firebase-tools' start-up line for each Firestore trigger, "function ignored because the firestore emulator does
 * not exist or is not running", is wrong under run.ts: our own Firestore emulator runs, and register-triggers.ts
 * registers those triggers with it before the command starts. This rewrites that line to say so; every other line
 * (a Realtime Database trigger's, which really is ignored) passes unchanged.
 */

const IGNORED = 'function ignored because the firestore emulator does not exist or is not running.';

/** `line` of firebase-tools' output, with a Firestore trigger's "ignored" notice replaced by what happens. */
export function rewriteTriggerNotice(line: string): string {
  return line.includes(IGNORED)
    ? line.replace(
        IGNORED,
        'Firestore trigger: registered with the Firestore emulator once the functions load.',
      )
    : line;
}
