/**
 * The consent gate in front of every telemetry sink (ARCHITECTURE.md §3 `telemetry`), shared by both adapters:
 * nothing reaches a sink — and no sink module is even loaded — before this device has granted consent. Events and
 * traces made before that are withheld for good, not queued for later. After consent the sinks load lazily
 * (`import()` by the caller's loaders), and what happens while they load waits in a short queue.
 */
import type { EventName, EventParams, TraceName } from '../../domain/telemetry';
import { checkEventParams, checkMetric, withAttribute } from '../../domain/telemetry';
import { whenIdle } from '../idle';
import type { TelemetryPort, TelemetryRecord, TraceHandle } from '../ports';
import type { ConsentStore } from './consent';

/** A finished custom trace as a sink receives it. */
export interface FinishedTrace {
  name: TraceName;
  /** Milliseconds since the epoch. */
  startTime: number;
  /** Milliseconds. */
  duration: number;
  /** Integer metrics, already within the limits. */
  metrics: Readonly<Record<string, number>>;
  /** At most 5 attributes, already within the limits. */
  attributes: Readonly<Record<string, string>>;
  problems: readonly string[];
}

/** Where events go after consent: Analytics in Firebase modes, the debug log in local mode. */
export interface EventSink {
  log(record: TelemetryRecord): void;
  /** Consent withdrawn (false) or given again (true) after the sink was loaded. */
  setEnabled(enabled: boolean): void;
}

/** Where traces go after consent: Performance Monitoring in Firebase modes, the debug log in local mode. */
export interface TraceSink {
  record(trace: FinishedTrace): void;
  setEnabled(enabled: boolean): void;
}

/** What `createTelemetry` needs. */
export interface TelemetryOptions {
  consent: ConsentStore;
  /** Loads the event sink (a dynamic import); called only once consent is granted. A rejection disables events. */
  loadEventSink: () => Promise<EventSink>;
  /** Loads the trace sink, on the same terms. */
  loadTraceSink: () => Promise<TraceSink>;
  /** Waited on before loading sinks for consent given in an earlier visit; default `whenIdle()`. */
  idle?: () => Promise<void>;
  /** Epoch milliseconds; default `Date.now`. */
  now?: () => number;
  /** Called with each record withheld for lack of consent (the local debug panel shows them). */
  onWithheld?: (record: TelemetryRecord) => void;
  /** Most calls kept while a sink loads; further ones are dropped. Default 100. */
  queueLimit?: number;
}

/** A sink loaded on first use, with what arrived before it. */
function lazy<S extends { setEnabled(enabled: boolean): void }>(
  load: () => Promise<S>,
  what: string,
  limit: number,
) {
  let sink: S | null = null;
  let failed = false;
  let loading = false;
  const queue: ((sink: S) => void)[] = [];
  const start = () => {
    if (loading || failed) return;
    loading = true;
    load().then(
      (loaded) => {
        sink = loaded;
        for (const use of queue.splice(0)) use(loaded);
      },
      (error: unknown) => {
        failed = true;
        queue.length = 0;
        console.warn(`Telemetry: the ${what} could not be loaded; nothing will be sent to it.`, error);
      },
    );
  };
  return {
    start,
    use(fn: (sink: S) => void) {
      if (sink) fn(sink);
      else if (!failed && queue.length < limit) {
        queue.push(fn);
        start();
      }
    },
    setEnabled(enabled: boolean) {
      if (!enabled) queue.length = 0;
      sink?.setEnabled(enabled);
    },
  };
}

/** The TelemetryPort over `options`' consent and sinks. Never throws, never waits on the network. */
export function createTelemetry(options: TelemetryOptions): TelemetryPort {
  const now = options.now ?? Date.now;
  const limit = options.queueLimit ?? 100;
  const events = lazy(options.loadEventSink, 'analytics module', limit);
  const traces = lazy(options.loadTraceSink, 'performance module', limit);
  const granted = () => options.consent.get() === 'granted';
  const withhold = (record: TelemetryRecord) => options.onWithheld?.({ ...record, delivered: false });

  if (granted())
    void (options.idle ?? whenIdle)().then(() => {
      if (!granted()) return;
      events.start();
      traces.start();
    });

  return {
    event(name: EventName, params: EventParams = {}) {
      const checked = checkEventParams(params);
      const record: TelemetryRecord = {
        at: now(),
        kind: 'event',
        name,
        params: checked.value,
        problems: checked.problems,
        delivered: true,
      };
      if (granted()) events.use((sink) => sink.log(record));
      else withhold(record);
    },

    trace(name: TraceName): TraceHandle {
      const startTime = now();
      let attributes: Record<string, string> = {};
      const metrics: Record<string, number> = {};
      const problems: string[] = [];
      let stopped = false;
      return {
        putMetric(metric, value) {
          if (stopped) return;
          const checked = checkMetric(metric, value);
          problems.push(...checked.problems);
          if (checked.value !== null) metrics[metric] = checked.value;
        },
        putAttribute(attribute, value) {
          if (stopped) return;
          const checked = withAttribute(attributes, attribute, value);
          problems.push(...checked.problems);
          attributes = checked.value;
        },
        stop() {
          if (stopped) return;
          stopped = true;
          const trace: FinishedTrace = {
            name,
            startTime,
            duration: now() - startTime,
            metrics,
            attributes,
            problems,
          };
          if (granted()) traces.use((sink) => sink.record(trace));
          else withhold(traceRecord(trace, false));
        },
      };
    },

    consent: () => options.consent.get(),

    setConsent(yes: boolean) {
      options.consent.set(yes ? 'granted' : 'denied');
      events.setEnabled(yes);
      traces.setEnabled(yes);
      if (yes) {
        events.start();
        traces.start();
      }
    },
  };
}

/** A finished trace as the debug log lists it: attributes as params, metrics with `duration_ms`. */
export function traceRecord(trace: FinishedTrace, delivered: boolean): TelemetryRecord {
  return {
    at: trace.startTime,
    kind: 'trace',
    name: trace.name,
    params: trace.attributes,
    metrics: { ...trace.metrics, duration_ms: Math.round(trace.duration) },
    problems: trace.problems,
    delivered,
  };
}
