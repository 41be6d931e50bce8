/// <reference lib="dom" />
import type { Page, Request } from 'playwright-core';

/**
 * What one opening of the calculator did, in ms since navigation start (the page's timeOrigin): the
 * calculator's GraphQL calls (the browser's own timing), the socket and the calculation subscriptions
 * (seen from inside the page), and the first priced fleet row. All on the page's clock: the server runs
 * in the benchmark's process, whose own clock lags while it computes.
 */
export interface OpenTrace {
  /** First fleet row carrying a result computed for the inputs on screen, of the run that stayed. */
  firstPriced: number | null;
  /** First fleet row carrying a current result of any run (a later run may have replaced it). */
  firstPricedAnyRun: number | null;
  /** First fleet row on screen (priced or not). */
  firstRow: number | null;
  /** The calculator's page chunk received. */
  chunk: number | null;
  /** GraphQL over HTTP: operation name, start and end. */
  calls: { name: string; start: number; end: number }[];
  socketOpen: number | null;
  socketAck: number | null;
  /** Subscriptions started, and those cancelled before they completed (a restart). */
  subscribes: number[];
  cancels: number[];
  firstVessel: number | null;
  /** The variables of the last subscription and the bodies of the calls, for the ceiling's replay. */
  lastSubscribe: Record<string, unknown> | null;
  bodies: Map<string, string>;
}

interface PageProbe {
  firstRow: number | null;
  firstAny: number | null;
  byRun: Record<string, number>;
  socketOpen: number | null;
  socketAck: number | null;
  subscribes: number[];
  cancels: number[];
  firstVessel: number | null;
  lastSubscribe: Record<string, unknown> | null;
}

/** Installed before the page's own scripts: notes when rows and current results first appear. */
function installProbe(): void {
  const w = window as unknown as { __openProbe: PageProbe };
  const probe: PageProbe = {
    firstRow: null,
    firstAny: null,
    byRun: {},
    socketOpen: null,
    socketAck: null,
    subscribes: [],
    cancels: [],
    firstVessel: null,
    lastSubscribe: null,
  };
  w.__openProbe = probe;
  // The socket seen from the page (graphql-ws frames), timed on the page's clock.
  const Native = window.WebSocket;
  const open = new Set<string>();
  type Frame = { type?: string; id?: string; payload?: Record<string, unknown> };
  const parse = (data: unknown): Frame => (typeof data === 'string' ? (JSON.parse(data) as Frame) : {});
  class ProbedSocket extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      probe.socketOpen ??= performance.now();
      this.addEventListener('message', (e: MessageEvent) => {
        const msg = parse(e.data);
        if (msg.type === 'connection_ack') probe.socketAck ??= performance.now();
        if (msg.type === 'complete' && msg.id) open.delete(msg.id);
        const stream = (msg.payload?.data as { calculationStream?: { kind?: string } } | undefined)?.calculationStream;
        if (msg.type === 'next' && stream?.kind === 'VESSEL') probe.firstVessel ??= performance.now();
      });
    }
    override send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
      const msg = parse(data);
      const query = typeof msg.payload?.query === 'string' ? msg.payload.query : '';
      if (msg.type === 'subscribe' && msg.id && query.includes('calculationStream')) {
        probe.subscribes.push(performance.now());
        probe.lastSubscribe = (msg.payload?.variables ?? null) as Record<string, unknown> | null;
        open.add(msg.id);
      }
      if (msg.type === 'complete' && msg.id && open.delete(msg.id)) probe.cancels.push(performance.now());
      super.send(data);
    }
  }
  window.WebSocket = ProbedSocket;
  const check = () => {
    if (probe.firstRow === null && document.querySelector('[data-testid="fleet-row"]'))
      probe.firstRow = performance.now();
    const priced = document.querySelectorAll('[data-testid="fleet-row"][data-stale="false"]');
    for (const row of Array.from(priced)) {
      const run = row.getAttribute('data-result-run') ?? '';
      if (run === '' || probe.byRun[run] !== undefined) continue;
      probe.byRun[run] = performance.now();
      probe.firstAny ??= probe.byRun[run];
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-result-run', 'data-stale'],
  });
}

export async function addProbe(page: Page): Promise<void> {
  await page.addInitScript(installProbe);
}

/** Records the calls of one opening; `finish` reads the page's side and returns the trace. */
export function recordOpen(page: Page): { finish(): Promise<OpenTrace> } {
  const calls: { name: string; start: number; end: number }[] = [];
  const bodies = new Map<string, string>();
  const onRequestDone = (req: Request) => {
    if (!req.url().endsWith('/graphql') || req.method() !== 'POST') return;
    const body = req.postData() ?? '';
    const name = (JSON.parse(body) as { operationName?: string }).operationName ?? '?';
    const t = req.timing();
    calls.push({ name, start: t.startTime, end: t.startTime + t.responseEnd });
    bodies.set(name, body);
  };
  page.on('requestfinished', onRequestDone);
  return {
    async finish() {
      page.off('requestfinished', onRequestDone);
      const inPage = await page.evaluate(() => {
        const probe = (window as unknown as { __openProbe: PageProbe }).__openProbe;
        const run = document.querySelector('[data-testid="fleet-table"]')?.getAttribute('data-run') ?? '';
        const chunk = performance.getEntriesByType('resource').find((e) => /CalculatorPage/.test(e.name)) as
          PerformanceResourceTiming | undefined;
        return {
          ...probe,
          origin: performance.timeOrigin,
          firstPriced: probe.byRun[run] ?? null,
          chunk: chunk ? chunk.responseEnd : null,
        };
      });
      return {
        firstPriced: inPage.firstPriced,
        firstPricedAnyRun: inPage.firstAny,
        firstRow: inPage.firstRow,
        chunk: inPage.chunk,
        calls: calls.map((c) => ({ name: c.name, start: c.start - inPage.origin, end: c.end - inPage.origin })),
        socketOpen: inPage.socketOpen,
        socketAck: inPage.socketAck,
        subscribes: inPage.subscribes,
        cancels: inPage.cancels,
        firstVessel: inPage.firstVessel,
        lastSubscribe: inPage.lastSubscribe,
        bodies,
      };
    },
  };
}
