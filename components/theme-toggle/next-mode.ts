// Pure colour-mode rules: which choices exist, what a click selects next
// and which mode a choice shows (the rule itself is the contract's, shared with the head script).
import { resolveColorMode } from "../../contract/color-mode.js";

export type ColorMode = "light" | "dark";
export type ColorChoice = ColorMode | "system";

/** True for the two modes a page can show. */
export function isColorMode(value: unknown): value is ColorMode {
  return value === "light" || value === "dark";
}

/** Returns `value` as a choice, or throws `unexpected color mode {value}`. */
export function assertChoice(value: unknown): ColorChoice {
  if (isColorMode(value) || value === "system") return value;
  throw new Error(`unexpected color mode ${value}`);
}

/** Returns `value` as a mode, or throws `unexpected color mode {value}`. */
export function assertMode(value: unknown): ColorMode {
  if (isColorMode(value)) return value;
  throw new Error(`unexpected color mode ${value}`);
}

/** The choice after a click: system → light → dark → system, or a dark/light flip. */
export function nextChoice(
  choice: ColorChoice,
  shown: ColorMode,
  respectPrefersColorScheme: boolean,
): ColorChoice {
  if (!respectPrefersColorScheme) return shown === "dark" ? "light" : "dark";
  if (choice === "system") return "light";
  return choice === "light" ? "dark" : "system";
}

/** The mode a choice shows: system follows the OS when respected, else the default mode. */
export function shownMode(
  choice: ColorChoice,
  osPrefersDark: boolean,
  defaultMode: ColorMode,
  respectPrefersColorScheme: boolean,
): ColorMode {
  return assertMode(
    resolveColorMode(
      null,
      assertChoice(choice),
      osPrefersDark,
      defaultMode,
      respectPrefersColorScheme,
    )[1],
  );
}

/** Reads a stored value: light/dark are kept; anything else counts as system and is invalid. */
export function parseStoredChoice(raw: string | null): { choice: ColorChoice; isInvalid: boolean } {
  if (raw == null) return { choice: "system", isInvalid: false };
  return isColorMode(raw)
    ? { choice: raw, isInvalid: false }
    : { choice: "system", isInvalid: true };
}
