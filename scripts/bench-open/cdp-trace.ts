import type { Page } from 'playwright-core';

/**
 * A Chromium performance trace of one opening (BENCH_CDP_TRACE=1 in bench:calculator-open): what the
 * page's main thread did, by kind of work, and which scripts were parsed from source (not taken from
 * V8's code cache). Read from the trace's own events, in ms since the navigation started.
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; [key: string]: unknown };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

/** Starts tracing on `page`; the returned function stops it and gives the events. */
export async function startTrace(page: Page): Promise<() => Promise<TraceEvent[]>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    return events;
  };
}

/** The kinds of main-thread work, by trace event name (the innermost known name takes the time). */
const KIND: Record<string, string> = {
  ParseHTML: 'parse HTML',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile (lazy)',
  'v8.parseOnBackground': 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.run': 'script',
  RunMicrotasks: 'script',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};

/**
 * Self time of each kind of work on the main thread up to `untilMs`, per window of `stepMs`, and the
 * compiled scripts with their code cache use, from the start of the navigation to a URL containing `urlPart`.
 */
export function summariseTrace(events: readonly TraceEvent[], urlPart: string, untilMs: number, stepMs = 200): string {
  // The opening's navigation (a new renderer process: the page came from about:blank).
  const nav = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.['documentLoaderURL'] ?? '').includes(urlPart),
  );
  if (!nav) return '    (no navigation to the page in the trace)';
  const main = { pid: nav.pid, tid: nav.tid };
  const origin = nav.ts;
  const at = (us: number) => (us - origin) / 1000;
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self time: each span's duration less its children's, attributed to the innermost known kind.
  const windows = new Map<number, Map<string, number>>();
  const add = (startUs: number, endUs: number, kind: string) => {
    for (let t = at(startUs); t < at(endUs) && t < untilMs;) {
      const w = Math.floor(t / stepMs);
      const end = Math.min(at(endUs), (w + 1) * stepMs, untilMs);
      const row = windows.get(w) ?? new Map<string, number>();
      row.set(kind, (row.get(kind) ?? 0) + (end - t));
      windows.set(w, row);
      t = end;
    }
  };
  const stack: { end: number; kind: string; cursor: number }[] = [];
  const close = (untilUs: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= untilUs) {
      const top = stack.pop()!;
      add(top.cursor, top.end, top.kind);
      if (stack.length) stack[stack.length - 1]!.cursor = top.end;
    }
  };
  for (const e of spans) {
    if (at(e.ts) < 0) continue;
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) {
      add(parent.cursor, e.ts, parent.kind);
      parent.cursor = e.ts;
    }
    const kind = KIND[e.name] ?? parent?.kind ?? 'other';
    stack.push({ end: e.ts + (e.dur ?? 0), kind, cursor: e.ts });
  }
  close(Number.POSITIVE_INFINITY);
  const lines: string[] = [];
  for (const [w, row] of [...windows.entries()].sort((a, b) => a[0] - b[0])) {
    const busy = [...row.values()].reduce((s, x) => s + x, 0);
    const parts = [...row.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`);
    lines.push(
      `    ${String(w * stepMs).padStart(5)}-${String((w + 1) * stepMs).padEnd(5)} busy ${busy.toFixed(0).padStart(3)}: ${parts.join(', ')}`,
    );
  }
  // Scripts parsed from source on the streaming threads (a script whose code came from V8's code cache
  // is deserialised instead, and has no such event); then any code cache event the trace recorded.
  const script = (e: TraceEvent) => String(e.args?.data?.['url'] ?? '').replace(/^.*\//, '');
  for (const e of events.filter((x) => x.pid === main.pid && x.name === 'v8.parseOnBackground' && at(x.ts) >= 0)) {
    const cpu = ((e as TraceEvent & { tdur?: number }).tdur ?? 0) / 1000;
    lines.push(`    ${at(e.ts).toFixed(0).padStart(5)} parsed from source: ${script(e)}, ${cpu.toFixed(1)} ms of CPU`);
  }
  for (const e of events.filter(
    (x) => x.pid === main.pid && /deserial(?!izecontext)|consume.*cache/i.test(x.name) && at(x.ts) >= 0,
  )) {
    lines.push(`    ${at(e.ts).toFixed(0).padStart(5)} ${e.name} ${script(e)}`);
  }
  return lines.join('\n');
}
