// The parts of puppeteer-core's API the Firefox lane uses, declared here because the package is
// installed on demand in tools/firefox: `npm test` type-checks a fresh clone without it.
type Evaluated<T> = T extends (...args: any[]) => infer R ? Awaited<R> : unknown;

export interface FirefoxConsoleMessage {
  text(): string;
  type(): string;
}

export interface FirefoxRequest {
  url(): string;
  continue(): Promise<void>;
  abort(reason?: string): Promise<void>;
  respond(response: {
    status?: number;
    contentType?: string;
    headers?: Record<string, string>;
    body?: string | Uint8Array;
  }): Promise<void>;
}

export interface FirefoxElement {
  uploadFile(...paths: string[]): Promise<void>;
  click(): Promise<void>;
  /** An iframe's document, to wait on inside it. */
  contentFrame(): Promise<FirefoxFrame>;
}

export interface FirefoxFrame {
  waitForFunction(
    fn: ((...args: any[]) => unknown) | string,
    options?: { timeout?: number },
    ...args: unknown[]
  ): Promise<unknown>;
}

export interface FirefoxKeyboard {
  press(key: string): Promise<void>;
  down(key: string): Promise<void>;
  up(key: string): Promise<void>;
  type(text: string): Promise<void>;
}

export interface FirefoxMouse {
  wheel(options: { deltaX?: number; deltaY?: number }): Promise<void>;
}

export interface FirefoxPage {
  keyboard: FirefoxKeyboard;
  mouse: FirefoxMouse;
  goto(url: string, options?: { waitUntil?: "load" | "domcontentloaded" }): Promise<unknown>;
  reload(): Promise<unknown>;
  goBack(): Promise<unknown>;
  goForward(): Promise<unknown>;
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  setRequestInterception(enabled: boolean): Promise<void>;
  evaluateOnNewDocument(script: string): Promise<unknown>;
  evaluate<F extends ((...args: any[]) => unknown) | string>(
    fn: F,
    ...args: unknown[]
  ): Promise<F extends string ? any : Evaluated<F>>;
  waitForFunction(
    fn: ((...args: any[]) => unknown) | string,
    options?: { timeout?: number },
    ...args: unknown[]
  ): Promise<unknown>;
  waitForNetworkIdle(options?: { idleTime?: number; timeout?: number }): Promise<void>;
  waitForSelector(
    selector: string,
    options?: { timeout?: number; hidden?: boolean; visible?: boolean },
  ): Promise<FirefoxElement | null>;
  click(selector: string): Promise<void>;
  $(selector: string): Promise<FirefoxElement | null>;
  $eval<R>(selector: string, fn: (element: Element) => R): Promise<Awaited<R>>;
  on(event: "console", handler: (message: FirefoxConsoleMessage) => void): void;
  on(event: "pageerror", handler: (error: unknown) => void): void;
  on(event: "request", handler: (request: FirefoxRequest) => void): void;
}

export interface FirefoxBrowserContext {
  newPage(): Promise<FirefoxPage>;
  close(): Promise<void>;
}

export interface FirefoxBrowser {
  version(): Promise<string>;
  createBrowserContext(): Promise<FirefoxBrowserContext>;
  close(): Promise<void>;
}

export interface FirefoxLauncher {
  launch(options: {
    browser: "firefox";
    executablePath: string;
    headless: boolean;
    extraPrefsFirefox?: Record<string, string | number | boolean>;
  }): Promise<FirefoxBrowser>;
}
