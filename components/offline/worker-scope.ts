// The few service-worker types the worker uses: the project's TypeScript library is the page's
// (DOM), which lacks them, and mixing in the WebWorker library would clash with it.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface WindowClient {
  readonly url: string;
  navigate(url: string): Promise<unknown>;
}

export interface WorkerScope {
  readonly location: Location;
  readonly navigator: Navigator & { connection?: { effectiveType?: string; saveData?: boolean } };
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** What the build writes into the worker (scripts/build-service-worker.js). */
export type OfflineConfig = {
  /** The build id: it names the caches, so builds never share one. */
  build: string;
  /** False is the kill switch: the worker clears its caches and unregisters itself. */
  enabled: boolean;
  /** Fetched on install: the offline page, the demo, hashed assets, icons, the manifest. */
  precache: string[];
};
