import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Runs `work` under V8's CPU profiler (the one `node --cpu-prof` starts, here for just this stretch
 * of the process) and writes the profile to `file`, which Chrome's DevTools open.
 */
export async function profileWhile<T>(
  file: string,
  work: () => Promise<T>,
): Promise<{ result: T; profile: CpuProfile }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    const result = await work();
    const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: CpuProfile };
    writeFileSync(file, JSON.stringify(profile));
    return { result, profile };
  } finally {
    session.disconnect();
  }
}

/** Where a frame's code comes from: a package, a folder of ours, Node itself, WebAssembly, or V8's own. */
function origin(frame: ProfileNode["callFrame"]): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith("(") ? frame.functionName : "(native)";
  if (url.startsWith("wasm://")) return "WebAssembly";
  if (url.startsWith("node:")) return "node";
  const dependency = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1] as string;
  const ours = url.match(/\/((?:src|scripts)\/.+)$/);
  return ours ? (ours[1] as string) : url;
}

/** Self time by origin and by function, as shares of the profiled time: the lines the performance log records. */
export function topFrames(profile: CpuProfile, count = 12): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const time = profile.timeDeltas[i] ?? 0;
    if (!frame) return;
    total += time;
    const from = origin(frame);
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + time);
    const name = `${frame.functionName || "(anonymous)"} ${from}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  });
  const top = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `${((100 * time) / total).toFixed(1)} % ${name}`);
  return ["by origin:", ...top(byOrigin), "by function (self time):", ...top(byFunction)];
}
