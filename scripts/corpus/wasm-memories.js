// The WebAssembly memories a module exports, recorded as the library creates them: the figures of
// what an instance costs (the corpus facts, the Memory page, the bench) read their sizes. It has no
// imports, so it runs as it is in Node.js and, served as a module, in a browser.

/** Records every WebAssembly.Memory the module exports, in creation order. */
export function watchMemories() {
  const memories = [];
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const original = WebAssembly[name];
    WebAssembly[name] = async (...args) => {
      const created = await original.apply(WebAssembly, args);
      const exports = (created.instance ?? created).exports;
      for (const value of Object.values(exports))
        if (value instanceof WebAssembly.Memory) memories.push(value);
      return created;
    };
  }
  return memories;
}
