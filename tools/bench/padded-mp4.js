// Writes an MP4 that MediaInfoLib reads as real media, with its `mdat` box grown to any size and
// `moov` after it: the shape of a long recording written without "faststart". The padding is a hole
// in a sparse file, so a 5 GiB sample costs a few kilobytes of disk. Used by the large-file recipe's
// test and by `npm run bench:chunks`. CLI: node tools/bench/padded-mp4.js SOURCE.mp4 TARGET.mp4 MDAT_BYTES
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Top-level boxes of an MP4 buffer: type, start and size (32-bit sizes: the sources are small). */
function boxes(buffer, start = 0, end = buffer.length) {
  const found = [];
  for (let offset = start; offset + 8 <= end;) {
    const size = buffer.readUInt32BE(offset);
    if (size < 8) throw new Error(`unsupported box size ${size} at ${offset}`);
    found.push({ type: buffer.toString("latin1", offset + 4, offset + 8), start: offset, size });
    offset += size;
  }
  return found;
}

/** Moves every chunk offset (`stco` or `co64`) inside `moov` by `delta` bytes. */
function shiftChunkOffsets(moov, delta) {
  const containers = new Set(["moov", "trak", "mdia", "minf", "stbl"]);
  const visit = (start, end) => {
    for (const box of boxes(moov, start, end)) {
      if (containers.has(box.type)) visit(box.start + 8, box.start + box.size);
      if (box.type !== "stco" && box.type !== "co64") continue;
      const count = moov.readUInt32BE(box.start + 12);
      for (let i = 0; i < count; i++) {
        if (box.type === "stco") {
          const at = box.start + 16 + i * 4;
          moov.writeUInt32BE(moov.readUInt32BE(at) + delta, at);
        } else {
          const at = box.start + 16 + i * 8;
          moov.writeBigUInt64BE(moov.readBigUInt64BE(at) + BigInt(delta), at);
        }
      }
    }
  };
  visit(0, moov.length);
}

/**
 * Writes `target`: the source's `ftyp`, one 64-bit `mdat` of `mdatBytes` (the source's media data,
 * then a hole) and the source's `moov` with its chunk offsets moved to match.
 * @returns {number} the size of the file written
 */
export function writePaddedMp4(source, target, mdatBytes) {
  const input = fs.readFileSync(source);
  const top = boxes(input);
  const find = (type) => {
    const box = top.find((candidate) => candidate.type === type);
    if (!box) throw new Error(`${source} has no ${type} box`);
    return input.subarray(box.start, box.start + box.size);
  };
  const ftyp = find("ftyp");
  const mdat = find("mdat");
  const payload = mdat.subarray(8);
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0); // size 1: the real size follows as 64 bits
  header.write("mdat", 4, "latin1");
  header.writeBigUInt64BE(BigInt(mdatBytes), 8);
  if (mdatBytes < header.length + payload.length)
    throw new Error(`mdat must hold at least ${header.length + payload.length} bytes`);
  const moov = Buffer.from(find("moov"));
  shiftChunkOffsets(moov, ftyp.length + header.length - (mdat.byteOffset - input.byteOffset + 8));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const fd = fs.openSync(target, "w");
  try {
    fs.writeSync(fd, Buffer.concat([ftyp, header, payload]), 0, undefined, 0);
    fs.writeSync(fd, moov, 0, moov.length, ftyp.length + mdatBytes);
  } finally {
    fs.closeSync(fd);
  }
  return ftyp.length + mdatBytes + moov.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [source, target, bytes] = process.argv.slice(2);
  if (!source || !target || !Number(bytes)) {
    console.error("usage: node tools/bench/padded-mp4.js SOURCE.mp4 TARGET.mp4 MDAT_BYTES");
    process.exit(2);
  }
  console.log(`${target}: ${writePaddedMp4(source, target, Number(bytes))} bytes`);
}
