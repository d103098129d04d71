import { describe, expect, it } from 'vitest';
import { isAppError } from '../domain/errors';
import { DEFAULT_EMULATOR_PORTS, emulatorPorts } from './emulators';

describe('emulatorPorts', () => {
  it('gives firebase.json’s ports when nothing is set', () => {
    expect(emulatorPorts({})).toEqual(DEFAULT_EMULATOR_PORTS);
  });

  it('moves every port with the base, keeping each default’s last three digits', () => {
    expect(emulatorPorts({ LANES_EMULATOR_PORT_BASE: '14000' })).toEqual({
      auth: 14099,
      functions: 14001,
      firestore: 14080,
      database: 14000,
      storage: 14199,
      hub: 14400,
      logging: 14500,
      eventarc: 14299,
      tasks: 14499,
    });
  });

  it('lets one variable move one port, over the base', () => {
    const ports = emulatorPorts({
      LANES_EMULATOR_PORT_BASE: '15000',
      LANES_EMULATOR_FIRESTORE_PORT: ' 18080 ',
    });
    expect(ports.firestore).toBe(18080);
    expect(ports.auth).toBe(15099);
  });

  it('refuses a value that is not a port, naming the variable, and two emulators on one port', () => {
    const code = (env: Record<string, string>) => {
      try {
        emulatorPorts(env);
      } catch (e) {
        return isAppError(e) ? `${e.code}: ${e.message}` : 'other';
      }
      return 'accepted';
    };
    expect(code({ LANES_EMULATOR_AUTH_PORT: '99999' })).toMatch(
      /^unavailable: LANES_EMULATOR_AUTH_PORT=99999/,
    );
    expect(code({ LANES_EMULATOR_PORT_BASE: 'x' })).toMatch(/LANES_EMULATOR_PORT_BASE=x/);
    expect(code({ LANES_EMULATOR_PORT_BASE: '65100' })).toBe(
      'unavailable: LANES_EMULATOR_PORT_BASE=65100 puts the logging emulator past port 65535.',
    );
    expect(code({ LANES_EMULATOR_AUTH_PORT: '8080' })).toBe(
      'unavailable: The auth and firestore emulators would both use port 8080.',
    );
  });
});
