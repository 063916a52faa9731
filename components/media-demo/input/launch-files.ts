// Files the installed app is asked to open ("Open with" in the file manager: Chromium's file
// handling, which the web app manifest declares), handed to the demo like dropped ones.
import { useEffect, useRef } from "react";

/** What the launch queue hands over: file handles (directories are skipped). */
export type LaunchParams = {
  files: readonly { kind?: string; getFile(): Promise<File> }[];
};
type LaunchQueue = { setConsumer(consumer: (params: LaunchParams) => void): void };

/** The files of one launch. */
export function launchedFiles(params: LaunchParams): Promise<File[]> {
  const files = params.files.filter((handle) => handle.kind !== "directory");
  return Promise.all(files.map((handle) => handle.getFile()));
}

/** Calls `onFiles` with the files of each launch, in browsers that have a launch queue. */
export function useLaunchedFiles(onFiles: (files: File[]) => void): void {
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
    queue?.setConsumer((params) => {
      launchedFiles(params).then(
        (files) => files.length > 0 && latest.current(files),
        (error: unknown) => console.error("Could not open the launched files:", error),
      );
    });
  }, []);
}
