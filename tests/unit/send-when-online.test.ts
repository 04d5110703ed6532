import { describe, expect, it } from "vitest";
import {
  createSendQueue,
  type QueuedSend,
  type QueueStore,
  type SendOutcome,
  type Transport,
} from "../../src/client/lib/send-when-online";

/** The queue's store as IndexedDB keeps it, in memory. */
function memoryStore(): QueueStore & { entries: Map<string, QueuedSend> } {
  const entries = new Map<string, QueuedSend>();
  return {
    entries,
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    put: async (entry) => void entries.set(entry.id, structuredClone(entry)),
    remove: async (id) => void entries.delete(id),
  };
}

/** A network that answers from a script of outcomes: a status, or "offline" (fetch rejects). */
function network(script: (number | "offline")[]) {
  const sent: { url: string; key: string | null; body: unknown }[] = [];
  const transport: Transport = async (url, init) => {
    const next = script.shift() ?? "offline";
    if (next === "offline") throw new TypeError("Failed to fetch");
    const headers = new Headers(init.headers);
    sent.push({ url, key: headers.get("idempotency-key"), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ n: sent.length }), {
      status: next,
      headers: { "content-type": "application/json" },
    });
  };
  return { transport, sent, script };
}

const labels = { sent: "Sent", refused: "Not sent" };
let ids = 0;
const newId = () => `id-${++ids}`;

function queueOver(script: (number | "offline")[]) {
  const store = memoryStore();
  const net = network(script);
  const queue = createSendQueue(store, net.transport, { newId });
  const outcomes: SendOutcome[] = [];
  queue.onOutcome((outcome) => outcomes.push(outcome));
  return { store, net, queue, outcomes };
}

describe("send when online", () => {
  it("keeps a write made offline, with its key, until the signal returns; then sends it once", async () => {
    const { store, net, queue, outcomes } = queueOver(["offline"]);
    const entry = await queue.queue({ kind: "booking-request", url: "/api/booking-requests", body: { a: 1 }, labels });
    await queue.flush();
    expect(store.entries.size).toBe(1);
    expect(outcomes).toEqual([]);

    net.script.push(201);
    await queue.flush();
    await queue.flush(); // a second `online`: nothing left to send
    expect(net.sent).toEqual([{ url: "/api/booking-requests", key: entry.idempotencyKey, body: { a: 1 } }]);
    expect(store.entries.size).toBe(0);
    expect(outcomes).toEqual([{ entry, result: "sent", status: 201, answer: { n: 1 } }]);
  });

  it("sends each try with the same key, so the server records it once", async () => {
    const { net, queue } = queueOver(["offline", 503, 500, 201]);
    const entry = await queue.queue({ kind: "k", url: "/x", body: {}, labels });
    for (let i = 0; i < 4; i++) await queue.flush();
    expect(net.sent.map((sent) => sent.key)).toEqual([
      entry.idempotencyKey,
      entry.idempotencyKey,
      entry.idempotencyKey,
    ]);
    expect(new Set([entry.id, entry.idempotencyKey]).size).toBe(2);
  });

  it("resends a handover with its photos and the renter's time byte for byte, from the store a restart reads", async () => {
    const store = memoryStore();
    const bodies: string[] = [];
    const answers = [503, 201];
    const transport: Transport = async (_url, init) => {
      bodies.push(String(init.body));
      return new Response("{}", { status: answers.shift() ?? 201 });
    };
    const handover = {
      kind: "pick-up",
      odometerKm: 8400,
      fuelEighths: 8,
      photos: ["data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==", "data:image/webp;base64,UklGRiQAAABXRUJQ"],
      renterName: "Grace Lewis",
      confirmedAt: "2026-12-01T13:05:00.000Z",
    };
    await createSendQueue(store, transport, { newId }).queue({
      kind: "handover",
      url: "/api/bookings/7/handovers",
      body: handover,
      labels,
    });
    // The app started again: a new queue over what the store kept.
    await createSendQueue(store, transport, { newId }).flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect(JSON.parse(bodies[0] ?? "")).toEqual(handover);
    expect(store.entries.size).toBe(0);
  });

  it("keeps a write after a 503 or a 5xx, and drops it after a 4xx, reporting the refusal", async () => {
    // Queuing tries at once (503), then the next flush (500), then a refusal.
    const { store, queue, outcomes } = queueOver([503, 500, 409]);
    await queue.queue({ kind: "k", url: "/x", body: {}, labels });
    await queue.flush();
    expect(store.entries.size).toBe(1);
    await queue.flush();
    expect(store.entries.size).toBe(0);
    expect(outcomes.map(({ result, status }) => [result, status])).toEqual([["refused", 409]]);
  });

  it("sends in the order written and stops at the first that cannot go", async () => {
    const { net, queue } = queueOver(["offline"]);
    await queue.queue({ kind: "k", url: "/first", body: 1, labels });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await queue.queue({ kind: "k", url: "/second", body: 2, labels });
    await queue.flush();
    expect(net.sent).toEqual([]);
    net.script.push(201, "offline");
    await queue.flush();
    expect(net.sent.map((sent) => sent.url)).toEqual(["/first"]);
    expect((await queue.pending()).map((entry) => entry.url)).toEqual(["/second"]);
  });

  it("never sends one entry twice when flushes overlap (an `online` event during the start's flush)", async () => {
    const { net, queue } = queueOver(["offline"]);
    await queue.queue({ kind: "k", url: "/x", body: {}, labels });
    await queue.flush();
    net.script.push(201, 201);
    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    expect(net.sent).toHaveLength(1);
  });

  it("reads a write a previous visit left in the store (the app started again)", async () => {
    const store = memoryStore();
    const left: QueuedSend = {
      id: "left",
      kind: "k",
      url: "/x",
      method: "POST",
      body: { kept: true },
      idempotencyKey: "kept-key-0123456789",
      queuedAt: new Date(0).toISOString(),
      labels,
    };
    await store.put(left);
    const net = network([201]);
    await createSendQueue(store, net.transport).flush();
    expect(net.sent).toEqual([{ url: "/x", key: "kept-key-0123456789", body: { kept: true } }]);
  });

  it("stops hearing once the listener is removed", async () => {
    const { queue } = queueOver([201]);
    const heard: SendOutcome[] = [];
    const stop = queue.onOutcome((outcome) => heard.push(outcome));
    stop();
    await queue.queue({ kind: "k", url: "/x", body: {}, labels });
    await queue.flush();
    expect(heard).toEqual([]);
  });
});
