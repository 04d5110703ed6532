import { IDEMPOTENCY_KEY_HEADER } from "../../domain/contracts/idempotency";

/**
 * Writes made without a signal, kept on the phone and sent once it returns (docs/architecture.md,
 * "Offline"). Generic: a queued send is an address, a JSON body and its Idempotency-Key, so the
 * server records it once however often the phone tries (docs/decisions/idempotent-writes.md); what
 * the answer means is for whoever listens (`onSendOutcome`). Kept in IndexedDB, so a closed tab or
 * a restarted phone loses nothing; sent in the order written, on the `online` event and at start.
 */
export interface QueuedSend {
  id: string;
  /** Who queued it, so its listener knows its own ("booking-request"). */
  kind: string;
  url: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  body: unknown;
  idempotencyKey: string;
  /** ISO time it was written. */
  queuedAt: string;
  /**
   * What the visitor is told when it went or was refused (plain English: the toaster translates),
   * wherever they are in the app by then.
   */
  labels: { sent: string; refused: string };
}

/**
 * `sent`: a 2xx, the write is done; `refused`: a 4xx, the server will not take it as it is (it is
 * dropped from the queue, the listener decides what the visitor reads). A lost connection, a 503
 * or another 5xx keeps it queued for the next try.
 */
export type SendOutcome =
  | { entry: QueuedSend; result: "sent"; status: number; answer: unknown }
  | { entry: QueuedSend; result: "refused"; status: number; answer: unknown };

/** Where the queue lives: IndexedDB in the browser, a Map in unit tests. */
export interface QueueStore {
  all(): Promise<QueuedSend[]>;
  put(entry: QueuedSend): Promise<void>;
  remove(id: string): Promise<void>;
}

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

type Listener = (outcome: SendOutcome) => void;

/** One queue with its store and transport; the app uses `sendWhenOnline` below, tests make their own. */
/** Runs a flush alone across the phone's tabs (the Web Locks API), so two tabs never send one entry at once. */
export type Exclusive = (work: () => Promise<void>) => Promise<void>;
const inThisTabOnly: Exclusive = (work) => work();

export function createSendQueue(
  store: QueueStore,
  transport: Transport,
  { newId = randomKey, exclusive = inThisTabOnly }: { newId?: () => string; exclusive?: Exclusive } = {},
) {
  const listeners = new Set<Listener>();
  let flushing: Promise<void> | null = null;

  /** Sends what waits, one flush at a time: a call while one runs waits for it, then runs again. */
  function flush(): Promise<void> {
    const previous = flushing;
    const next = (async () => {
      await previous;
      await exclusive(flushOnce);
    })().finally(() => {
      if (flushing === next) flushing = null;
    });
    flushing = next;
    return next;
  }

  async function flushOnce(): Promise<void> {
    const entries = (await store.all()).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    for (const entry of entries) {
      let response: Response;
      try {
        response = await transport(entry.url, {
          method: entry.method,
          credentials: "same-origin",
          headers: {
            Accept: "application/json",
            "Content-Type": "application/json",
            [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey,
          },
          body: JSON.stringify(entry.body),
        });
      } catch {
        return; // still no signal: the rest waits with it
      }
      // Busy, or failed on the server's side (which frees the key): try again later, in order.
      if (response.status >= 500) return;
      const text = await response.text();
      let answer: unknown = text;
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: the listener gets the text
      }
      await store.remove(entry.id);
      const result = response.ok ? "sent" : "refused";
      for (const listener of listeners) listener({ entry, result, status: response.status, answer });
    }
  }

  return {
    /** Keeps a write on the phone and tries it at once; answers the queued entry. */
    async queue(write: Pick<QueuedSend, "kind" | "url" | "body" | "labels"> & { method?: QueuedSend["method"] }) {
      const entry: QueuedSend = {
        id: newId(),
        kind: write.kind,
        url: write.url,
        method: write.method ?? "POST",
        body: write.body,
        labels: write.labels,
        idempotencyKey: newId(),
        queuedAt: new Date().toISOString(),
      };
      await store.put(entry);
      void flush();
      return entry;
    },
    flush,
    /** What waits, oldest first. */
    async pending(): Promise<QueuedSend[]> {
      return (await store.all()).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
    /** Hears each send's outcome; answers the function that stops listening. */
    onOutcome(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SendQueue = ReturnType<typeof createSendQueue>;

/** 16 random bytes in hex: an entry's id and its Idempotency-Key (no secure context needed). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const DATABASE = "send-when-online";
const STORE = "sends";

/** The queue's IndexedDB store: one object store keyed by the entry's id. */
export function indexedDbStore(factory: IDBFactory = indexedDB): QueueStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await database();
    return new Promise((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  };
  return {
    all: () => run("readonly", (store) => store.getAll() as IDBRequest<QueuedSend[]>),
    put: async (entry) => {
      await run("readwrite", (store) => store.put(entry));
    },
    remove: async (id) => {
      await run("readwrite", (store) => store.delete(id));
    },
  };
}

let shared: SendQueue | null = null;

/**
 * The app's one queue, started once (main.tsx): it sends what a previous visit left and again
 * each time the signal returns.
 */
export function sendWhenOnline(): SendQueue {
  if (shared) return shared;
  const locks = navigator.locks;
  const queue = createSendQueue(indexedDbStore(), (url, init) => fetch(url, init), {
    exclusive: locks ? (work) => locks.request(DATABASE, work) : undefined,
  });
  shared = queue;
  addEventListener("online", () => void queue.flush());
  void queue.flush();
  return queue;
}
