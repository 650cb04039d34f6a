// What each long task of a visit holds, from a Chromium trace and the visit's V8 CPU profile: the
// kinds of work inside it (script, style, layout, paint, timers, idle callbacks, garbage collection)
// and the functions with the most self time in it. Used by `npm run profile` with PROFILE_TRACE=1.
// Both clocks are Chromium's monotonic one (microseconds), so samples are placed in tasks by time.

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string; readonly functionName?: string } };
}

export interface CpuProfile {
  readonly nodes: ReadonlyArray<{ readonly id: number; readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number } }>;
  readonly startTime: number;
  readonly samples?: ReadonlyArray<number>;
  readonly timeDeltas?: ReadonlyArray<number>;
}

const TOP_FUNCTIONS = 8;

/** The kinds of work a task is made of, by trace event name (nested events are counted in each kind they are). */
const KINDS: Readonly<Record<string, string>> = {
  EvaluateScript: 'evaluate script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.evaluateModule': 'evaluate module',
  FunctionCall: 'function call',
  TimerFire: 'timer',
  FireIdleCallback: 'idle callback',
  FireAnimationFrame: 'animation frame',
  RunMicrotasks: 'microtasks',
  EventDispatch: 'event',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse stylesheet',
  MajorGC: 'major GC',
  MinorGC: 'minor GC',
  'V8.GC_SCAVENGER': 'minor GC',
  XHRReadyStateChange: 'xhr',
  ResourceReceivedData: 'resource data',
};

const label = (event: TraceEvent): string => {
  const url = event.args?.data?.url?.split('/').pop();
  return url ? `${KINDS[event.name]} (${url})` : (KINDS[event.name] ?? event.name);
};

/** Lines for each task of `longTaskMs` or more (times from the navigation's start): its size, kinds of work and hottest functions. */
export function describeLongTasks(events: ReadonlyArray<TraceEvent>, profile: CpuProfile, longTaskMs: number): string[] {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  // The visit's own navigation: the last one in the painting renderer before its first paint.
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && (!fcp || (event.pid === fcp.pid && event.ts <= fcp.ts)))
    .at(-1);
  const rendererMain = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation?.pid);
  if (!navigation || !rendererMain) return ['(no navigation or renderer thread in the trace)'];
  const origin = navigation.ts;
  const onMain = events.filter((event) => event.pid === rendererMain.pid && event.tid === rendererMain.tid && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= longTaskMs * 1000);
  const sampleTimes: Array<[number, number]> = [];
  let at = profile.startTime;
  profile.samples?.forEach((id, index) => {
    at += profile.timeDeltas?.[index] ?? 0;
    sampleTimes.push([at, id]);
  });
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const lines = [`first contentful paint in the trace: ${fcp ? Math.round((fcp.ts - origin) / 1000) : '-'} ms`];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts >= end || !(event.name in KINDS)) continue;
      kinds.set(label(event), (kinds.get(label(event)) ?? 0) + (event.dur ?? 0));
    }
    const selfTime = new Map<string, number>();
    let previous = task.ts;
    for (const [time, id] of sampleTimes) {
      if (time < task.ts || time >= end) continue;
      const frame = frames.get(id);
      if (frame && frame.functionName !== '(idle)' && frame.functionName !== '(program)') {
        const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;
        selfTime.set(key, (selfTime.get(key) ?? 0) + (time - previous));
      }
      previous = time;
    }
    const afterPaint = fcp && task.ts >= fcp.ts ? 'after' : 'before';
    const ms = (micros: number) => (micros / 1000).toFixed(1);
    lines.push(`task at ${Math.round((task.ts - origin) / 1000)} ms, ${ms(task.dur ?? 0)} ms (${afterPaint} the first paint)`);
    const byKind = [...kinds].sort((a, b) => b[1] - a[1]).filter(([, micros]) => micros >= 1000);
    lines.push(`  work: ${byKind.map(([kind, micros]) => `${kind} ${ms(micros)}`).join(', ') || '-'}`);
    const hot = [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS);
    lines.push(`  self time: ${hot.map(([key, micros]) => `${key} ${ms(micros)}`).join('; ') || '-'}`);
  }
  return lines;
}
