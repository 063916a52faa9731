// The limits of a WebAssembly module's own memory, read from its memory section (section 5):
// what the Memory and Upgrading pages state per release is checked against the shipped module.

/** Initial and maximum size in 64 KiB pages (maximum NaN when the module sets none). */
export function memoryLimits(bytes: Uint8Array): { initial: number; maximum: number } {
  let at = 8; // after the magic number and the version
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    const end = at + size;
    if (id === 5) {
      if (leb() !== 1) throw new Error("the module declares more than one memory");
      const flags = bytes[at++];
      return { initial: leb(), maximum: flags & 1 ? leb() : NaN };
    }
    at = end;
  }
  throw new Error("no memory section");
}
