// Consent gating: no event or trace reaches a sink (nor is a sink loaded) before consent; after it they do.
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../device-storage';
import type { TelemetryRecord } from '../ports';
import { storedConsent } from './consent';
import { createTelemetry, type EventSink, type FinishedTrace, type TraceSink } from './core';

function fakeSinks() {
  const events: TelemetryRecord[] = [];
  const traces: FinishedTrace[] = [];
  const enabled: boolean[] = [];
  const eventSink: EventSink = { log: (r) => void events.push(r), setEnabled: (e) => void enabled.push(e) };
  const traceSink: TraceSink = {
    record: (t) => void traces.push(t),
    setEnabled: (e) => void enabled.push(e),
  };
  const loadEventSink = vi.fn(async () => eventSink);
  const loadTraceSink = vi.fn(async () => traceSink);
  return { events, traces, enabled, loadEventSink, loadTraceSink };
}

/** Lets pending promise callbacks (sink loading) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(stored?: string) {
  const store = memoryStore();
  if (stored) store.setItem('lanes.telemetryConsent', stored);
  const sinks = fakeSinks();
  const withheld: TelemetryRecord[] = [];
  let clock = 1_000;
  const telemetry = createTelemetry({
    consent: storedConsent(store),
    loadEventSink: sinks.loadEventSink,
    loadTraceSink: sinks.loadTraceSink,
    idle: () => Promise.resolve(),
    now: () => clock,
    onWithheld: (r) => void withheld.push(r),
  });
  return { telemetry, store, sinks, withheld, tick: (ms: number) => void (clock += ms) };
}

describe('telemetry before consent', () => {
  it('sends no event and no trace, and loads no sink, while consent is unknown', async () => {
    const { telemetry, sinks, withheld } = setup();
    expect(telemetry.consent()).toBe('unknown');
    telemetry.event('board_create', { background: 'blue' });
    const trace = telemetry.trace('board_open');
    trace.putMetric('cards', 12);
    trace.stop();
    await settle();
    expect(sinks.loadEventSink).not.toHaveBeenCalled();
    expect(sinks.loadTraceSink).not.toHaveBeenCalled();
    expect(sinks.events).toEqual([]);
    expect(sinks.traces).toEqual([]);
    expect(withheld.map((r) => [r.kind, r.name, r.delivered])).toEqual([
      ['event', 'board_create', false],
      ['trace', 'board_open', false],
    ]);
  });

  it('sends nothing after a decline, and never loads a sink', async () => {
    const { telemetry, sinks, store } = setup();
    telemetry.setConsent(false);
    telemetry.event('login', { method: 'password' });
    await settle();
    expect(telemetry.consent()).toBe('denied');
    expect(store.getItem('lanes.telemetryConsent')).toBe('denied');
    expect(sinks.loadEventSink).not.toHaveBeenCalled();
    expect(sinks.events).toEqual([]);
  });

  it('does not send later what was withheld before consent', async () => {
    const { telemetry, sinks } = setup();
    telemetry.event('card_create');
    telemetry.setConsent(true);
    await settle();
    expect(sinks.events).toEqual([]);
  });
});

describe('telemetry after consent', () => {
  it('loads the sinks on accepting and sends what follows, queued while they load', async () => {
    const { telemetry, sinks, store } = setup();
    telemetry.setConsent(true);
    expect(store.getItem('lanes.telemetryConsent')).toBe('granted');
    expect(sinks.loadEventSink).toHaveBeenCalledTimes(1);
    telemetry.event('card_move', { same_list: 1 });
    await settle();
    telemetry.event('sign_up', { method: 'password' });
    expect(sinks.events.map((r) => [r.name, r.params, r.delivered])).toEqual([
      ['card_move', { same_list: 1 }, true],
      ['sign_up', { method: 'password' }, true],
    ]);
  });

  it('loads the sinks when idle for consent given in an earlier visit', async () => {
    const { telemetry, sinks } = setup('granted');
    await settle();
    expect(sinks.loadEventSink).toHaveBeenCalledTimes(1);
    expect(sinks.loadTraceSink).toHaveBeenCalledTimes(1);
    telemetry.event('board_create');
    expect(sinks.events).toHaveLength(1);
  });

  it('sends a trace with its duration, metrics and checked attributes', async () => {
    const { telemetry, sinks, tick } = setup('granted');
    const trace = telemetry.trace('trello_import');
    trace.putMetric('cards', 1200);
    trace.putMetric('cards_per_second', 600.7);
    trace.putAttribute('source', 'trello');
    trace.putAttribute('firebase_x', 'refused');
    tick(2_000);
    trace.stop();
    trace.stop();
    await settle();
    expect(sinks.traces).toEqual([
      {
        name: 'trello_import',
        startTime: 1_000,
        duration: 2_000,
        metrics: { cards: 1200, cards_per_second: 600 },
        attributes: { source: 'trello' },
        problems: ['attribute "firebase_x" refused: name uses a reserved prefix'],
      },
    ]);
  });

  it('checks event parameters against the Analytics limits before sending', async () => {
    const { telemetry, sinks } = setup('granted');
    await settle();
    telemetry.event('share', { method: 'link', ga_bad: 'x', content_type: 'b'.repeat(150) });
    expect(sinks.events[0]?.params).toEqual({ method: 'link', content_type: 'b'.repeat(100) });
    expect(sinks.events[0]?.problems).toHaveLength(2);
  });

  it('stops sending when consent is withdrawn, and tells the loaded sinks', async () => {
    const { telemetry, sinks } = setup('granted');
    await settle();
    telemetry.setConsent(false);
    telemetry.event('card_create');
    expect(sinks.events).toEqual([]);
    expect(sinks.enabled).toEqual([false, false]);
  });

  it('keeps working when a sink cannot load (nothing thrown, nothing sent)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const telemetry = createTelemetry({
      consent: storedConsent(memoryStore()),
      loadEventSink: () => Promise.reject(new Error('blocked by an extension')),
      loadTraceSink: () => Promise.reject(new Error('blocked')),
    });
    telemetry.setConsent(true);
    expect(() => telemetry.event('login')).not.toThrow();
    await settle();
    expect(() => telemetry.event('login')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
