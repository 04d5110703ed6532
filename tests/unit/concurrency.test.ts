import { describe, expect, it } from "vitest";
import { createLimiter } from "../../src/server/concurrency";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("createLimiter", () => {
  it("never runs more than the limit at once, and runs every task in order", async () => {
    const run = createLimiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        run(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running--;
          return i * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it("frees the slot of a task that fails", async () => {
    const run = createLimiter(1);
    await expect(run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(run(async () => "next")).resolves.toBe("next");
  });
});
