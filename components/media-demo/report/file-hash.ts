// The SHA-256 of a file, computed in the page with the Web Crypto API: the file is read here and
// never leaves the page; the report carries only the hash, which lets a maintainer who gets the
// file by other means confirm it is the same one.

/** The file's SHA-256 as 64 lowercase hex digits. */
export async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
