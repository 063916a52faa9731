// Loaded before a docs example runs (in Node.js 22 or in Chromium): wraps mediaInfoFactory so the
// examples test can count instances created, resolved and closed, and records what the example
// logs. No imports or exports, so the same file works as a module and as a browser init script.
(() => {
  const report = { created: 0, resolved: 0, closed: 0, logs: /** @type {string[][]} */ ([]) };
  globalThis.__exampleReport = report;
  const log = console.log.bind(console);
  console.log = (...args) => {
    report.logs.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))));
    log(...args);
  };
  const watch = (instance) => {
    report.resolved += 1;
    const close = instance.close.bind(instance);
    instance.close = () => {
      report.closed += 1;
      return close();
    };
    return instance;
  };
  globalThis.__instrumentFactory = (factory) => (options, callback, errorCallback) => {
    report.created += 1;
    if (callback) return factory(options, (instance) => callback(watch(instance)), errorCallback);
    return factory(options).then(watch);
  };
  if (typeof process !== "undefined" && process.env.EXAMPLE_REPORT) {
    const path = process.env.EXAMPLE_REPORT;
    process.on("exit", () =>
      process.getBuiltinModule("node:fs").writeFileSync(path, JSON.stringify(report)),
    );
  }
})();
