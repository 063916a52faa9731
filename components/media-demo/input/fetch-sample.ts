// Downloading a sample file: loaded on the first click of a sample button, not with the page.

/** A sample file as the build publishes it (components/media-demo/build/samples.js). */
export type Sample = { label: string; name: string; about: string; size: number; url: string };

/** The sample as a file, or an error whose message says what failed in the reader's words. */
export async function fetchSample(sample: Sample): Promise<File> {
  const response = await fetch(sample.url).catch(() => {
    throw new Error("the download did not complete (check your connection)");
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const blob = await response.blob();
  // A cut or substituted download would be analysed as something else: refuse it.
  if (blob.size !== sample.size)
    throw new Error(`${blob.size} bytes arrived instead of ${sample.size}`);
  return new File([blob], sample.name, { type: blob.type });
}
