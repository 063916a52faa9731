// The part of Eleventy's programmatic API that scripts/dev.js uses (the package ships no types).
declare module "@11ty/eleventy" {
  export class Eleventy {
    constructor(
      input: string,
      output: string,
      options: {
        source?: "cli" | "script";
        runMode?: "build" | "watch" | "serve";
        quietMode?: boolean;
        config?: (config: any) => void;
      },
    );
    init(): Promise<void>;
    watch(): Promise<void>;
    serve(port: number): Promise<void>;
    stopWatch(): Promise<void>;
  }
}
