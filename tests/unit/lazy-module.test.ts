import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "../../src/client/lib/lazy-module";

describe("a module imported on first use (lazyModule)", () => {
  it("imports once however often it is asked for", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(load);
    const [first, second] = await Promise.all([module(), module()]);
    expect(await module()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed import (a chunk the network lost)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ answer: 42 });
    const module = lazyModule(load);
    await expect(module()).rejects.toThrow("offline");
    expect(await module()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
