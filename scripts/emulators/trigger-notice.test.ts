import { describe, expect, it } from 'vitest';
import { rewriteTriggerNotice } from './trigger-notice';

describe('rewriteTriggerNotice', () => {
  it('says a Firestore trigger will be registered, and leaves other lines alone', () => {
    const firestore =
      'i  functions[us-central1-notifyOnComment]: function ignored because the firestore emulator does not exist or is not running.';
    expect(rewriteTriggerNotice(firestore)).toBe(
      'i  functions[us-central1-notifyOnComment]: Firestore trigger: registered with the Firestore emulator once the functions load.',
    );
    const database =
      'i  functions[x]: function ignored because the database emulator does not exist or is not running.';
    expect(rewriteTriggerNotice(database)).toBe(database);
  });
});
