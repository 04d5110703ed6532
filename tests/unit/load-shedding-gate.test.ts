import { describe, expect, it } from "vitest";
import { Overloaded } from "../../src/server/errors";
import { createGate } from "../../src/server/load-shedding/gate";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the database gate", () => {
  it("lets `concurrency` in at once and the next in order as slots are given back", async () => {
    const gate = createGate({ concurrency: 2, maxWaitMs: 1000 });
    const order: string[] = [];
    const first = await gate.acquire();
    const second = await gate.acquire();
    const third = gate.acquire().then((release) => {
      order.push("third");
      return release;
    });
    await sleep(10);
    expect(order).toEqual([]);
    first();
    first(); // a second call gives nothing back twice
    (await third)();
    second();
    expect(order).toEqual(["third"]);
    await gate.acquire();
    await gate.acquire();
  });

  it("refuses at once whoever would wait longer than maxWaitMs behind the queue", async () => {
    const gate = createGate({ concurrency: 1, maxWaitMs: 50 });
    const holder = await gate.acquire();
    // 20 ms a holder until timed: two waiters fit within 50 ms, a third does not.
    const waiters = [gate.acquire(), gate.acquire()];
    await expect(gate.acquire()).rejects.toBeInstanceOf(Overloaded);
    holder();
    for (const waiter of waiters) (await waiter)();
  });

  it("refuses a waiter whose turn comes later than maxWaitMs", async () => {
    const gate = createGate({ concurrency: 1, maxWaitMs: 30 });
    const holder = await gate.acquire();
    const waiter = gate.acquire();
    await sleep(120);
    holder();
    await expect(waiter).rejects.toBeInstanceOf(Overloaded);
    (await gate.acquire())(); // the slot is free again
  });
});
