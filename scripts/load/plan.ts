// What a load plan is: the requests one connection of the load generator (generator.ts) makes.

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Keep the answer's bytes for the plan (a write that needs the id it made); otherwise they are dropped. */
  keepBody?: boolean;
}

export interface LoadResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
}

/** Sends one request and records it; null when it failed or got no answer in time. */
export type Send = (request: LoadRequest) => Promise<LoadResponse | null>;

/**
 * One step of one connection: it sends one or more requests. Returns false when this connection
 * has nothing more to ask (a pass over a fixed list); the run's clock stops the others.
 */
export type Step = (send: Send, connection: number) => Promise<boolean | undefined>;

/**
 * A plan module's default export: builds the step from JSON options, once per generator process
 * (so state such as a shared cursor lives in its closure).
 */
export type PlanFactory<Options> = (options: Options) => Step;
