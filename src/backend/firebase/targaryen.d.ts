/**
 * The part of targaryen's API (https://github.com/goldibex/targaryen, README "API") that database-rules.test.ts
 * uses. targaryen is a third-party evaluator of the Realtime Database rules language, not Google's; it ships no
 * types. A devDependency, never bundled.
 */
declare module 'targaryen' {
  /** The outcome of one simulated operation; `info` explains each rule evaluated. */
  export interface TargaryenResult {
    allowed: boolean;
    info: string;
  }

  /** An immutable simulated database: rules, data, auth and the time its operations run at (epoch ms). */
  export interface TargaryenDatabase {
    as(auth: { uid: string } | null): TargaryenDatabase;
    with(options: { debug?: boolean; now?: number }): TargaryenDatabase;
    read(path: string): TargaryenResult;
    write(path: string, value: unknown): TargaryenResult;
    update(path: string, patch: Record<string, unknown>): TargaryenResult;
  }

  const targaryen: {
    /** Throws when `rules` could not be published (a syntax or type error in a rule). */
    database(rules: object, data: unknown, now?: number): TargaryenDatabase;
  };
  export default targaryen;
}
