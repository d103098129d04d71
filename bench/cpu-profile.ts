// V8 CPU profiles (CDP `Profiler.stop`) summed per function, for the benchmarks' PROFILE=1 digging
// (board-open-work.ts, firebase-import.ts).

/** A V8 CPU profile as CDP returns it (the parts read here). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** Adds each function's self and total time (ms) in `profile` to `self` and `total` (keys "name file:line"). */
export function addProfile(profile: CpuProfile, self: Map<string, number>, total: Map<string, number>): void {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (id: number) => {
    const f = byNode.get(id)?.callFrame;
    return f
      ? `${f.functionName || '(anonymous)'} ${f.url.split('/').at(-1) ?? ''}:${f.lineNumber + 1}`
      : '?';
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(keyOf(id), (self.get(keyOf(id)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const key = keyOf(n);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
}

/** The `top` largest entries of `times` (divided by `runs`), as "ms key" lines. */
export function topLines(times: Map<string, number>, runs: number, top: number): string[] {
  return [...times]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, ms]) => `    ${(ms / runs).toFixed(1)} ${k}`);
}
