// Runs a command with a Java-free Firestore beside it: @firestore-emulator/server (gRPC, in this process) on
// FAKE_FIRESTORE_PORT, with FIRESTORE_EMULATOR_HOST set for the command and everything it starts (the Functions
// emulator passes its environment on to the functions). It serves what the callables' success paths need except
// collection-group queries (they come back empty) and transaction isolation (concurrent transactions are not
// retried): see test/callables.emulator-test.ts for what runs here and what waits for `npm run test:emulators`.
//   node functions/test/with-fake-firestore.mjs <command> [args…]
import { spawn } from 'node:child_process';
import { FirestoreServer } from '@firestore-emulator/server';

// firebase.json's Firestore emulator port: the real one is not started alongside (`--only auth,functions`).
const port = Number(process.env.FAKE_FIRESTORE_PORT ?? 8080);
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node functions/test/with-fake-firestore.mjs <command> [args…]');
  process.exit(2);
}

const server = new FirestoreServer();
await server.start(port);
console.log(`fake Firestore (@firestore-emulator/server) on 127.0.0.1:${port}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}` },
});
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await server.stop?.();
process.exit(code);
