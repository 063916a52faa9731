// Type hints for the code panel's snippets. The build (components/media-demo/build/snippet-hints.js) compiles
// one snippet per target and format with every option written out, and publishes its highlighted
// code cut around the factory's argument, with the argument's code for every set of options the
// panel can show. The panel joins them for a result's options, writing in its chunk size.
import { LIBRARY_DEFAULTS } from "../options/analysis-options";
import { factoryArgument, type SnippetOptions, type SnippetTarget } from "./snippets";

/** The chunk size the build writes where a result's own goes: Prism makes any digits one number. */
export const CHUNK_SIZE_STAND_IN = 1234567;

export type SnippetHints = {
  /** Highlighted code, with the hinted identifiers marked, before and after the argument. */
  before: string;
  after: string;
  /** The popups' content (the <template> after the code). */
  template: string;
  /** Each argument's highlighted code, by its text as `builtArgument` writes it. */
  args: Record<string, string>;
};

/** The asset: hints by `hintsKey`. */
export type SnippetHintsAsset = Record<string, SnippetHints>;

export const hintsKey = (target: SnippetTarget, format: SnippetOptions["format"]) =>
  `${target} ${format}`;

/** The options as the build compiled them: a chosen chunk size is the stand-in. */
export const withStandIn = (options: SnippetOptions): SnippetOptions =>
  options.chunkSize === LIBRARY_DEFAULTS.chunkSize
    ? options
    : { ...options, chunkSize: CHUNK_SIZE_STAND_IN };

/** The factory's argument as the build wrote it. */
export const builtArgument = (options: SnippetOptions) => factoryArgument(withStandIn(options));

/**
 * The highlighted code with type hints of `snippetFor(target, options)` and its popups, or null
 * when the asset has none for these options.
 */
export function hintedSnippet(
  asset: SnippetHintsAsset,
  target: SnippetTarget,
  options: SnippetOptions,
): { html: string; template: string } | null {
  const hints = asset[hintsKey(target, options.format)];
  const argument = hints?.args[builtArgument(options)];
  if (argument === undefined || !/^[1-9]\d*$/.test(String(options.chunkSize))) return null;
  const chunkSize = argument.replace(`>${CHUNK_SIZE_STAND_IN}<`, `>${options.chunkSize}<`);
  return { html: hints.before + chunkSize + hints.after, template: hints.template };
}
