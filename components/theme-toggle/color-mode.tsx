// The colour-mode state of one toggle: the stored choice, live OS changes, other tabs, and the
// `data-theme` / `data-theme-choice` attributes the inline head script set first.
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { THEME_ATTRIBUTE, THEME_CHOICE_ATTRIBUTE } from "../../contract/index.js";
import { getItem, listen, removeItem, setItem } from "../runtime/storage";
import { createStrictContext } from "../runtime/strict-context";
import {
  assertChoice,
  parseStoredChoice,
  shownMode,
  type ColorChoice,
  type ColorMode,
} from "./next-mode";

export type ColorModeSettings = {
  storageKey: string;
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
};
export type ColorModeValue = {
  choice: ColorChoice;
  mode: ColorMode;
  isMounted: boolean;
  respectPrefersColorScheme: boolean;
  /** Selects a choice; throws `unexpected color mode {value}` for anything else. */
  setChoice(choice: ColorChoice): void;
};

const DARK_QUERY = "(prefers-color-scheme: dark)";

const [ColorModeContext, useColorMode] = createStrictContext<ColorModeValue>(
  "useColorMode",
  "ColorModeProvider",
);
export { useColorMode };

/** The stored choice; an invalid stored value is warned about and removed (so it warns once). */
function readChoice(storageKey: string): ColorChoice {
  const raw = getItem(storageKey);
  const { choice, isInvalid } = parseStoredChoice(raw);
  if (isInvalid) {
    console.warn(
      `Ignoring stored color mode "${raw}" (expected "light" or "dark"): using the system mode`,
    );
    removeItem(storageKey);
  }
  return choice;
}

function initialChoice(): ColorChoice {
  const attribute = document.documentElement.getAttribute(THEME_CHOICE_ATTRIBUTE);
  return attribute === "light" || attribute === "dark" ? attribute : "system";
}

const osPrefersDark = () => typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;

/** Provides the colour mode to the toggle below it. */
export function ColorModeProvider({
  settings,
  children,
}: {
  settings: ColorModeSettings;
  children?: ReactNode;
}) {
  const { storageKey, defaultMode, respectPrefersColorScheme } = settings;
  const [choice, setChoiceState] = useState<ColorChoice>(initialChoice);
  const [isDark, setDark] = useState(osPrefersDark);
  const [isMounted, setMounted] = useState(false);
  const mode = shownMode(choice, isDark, defaultMode, respectPrefersColorScheme);

  useEffect(() => {
    const stored = readChoice(storageKey);
    // The inline script also honours ?theme=; a stored choice only replaces "system".
    setChoiceState((current) => (current === "system" ? stored : current));
    setMounted(true);
    const stop = listen(storageKey, (value) =>
      setChoiceState(value == null ? "system" : readChoice(storageKey)),
    );
    const query = typeof matchMedia === "function" ? matchMedia(DARK_QUERY) : null;
    const onOsChange = () => setDark(osPrefersDark());
    query?.addEventListener("change", onOsChange);
    return () => {
      stop();
      query?.removeEventListener("change", onOsChange);
    };
  }, [storageKey]);

  // A layout effect: the attributes change in the same task as the click, before paint.
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute(THEME_ATTRIBUTE, mode);
    html.setAttribute(THEME_CHOICE_ATTRIBUTE, choice);
  }, [mode, choice]);

  const setChoice = useCallback(
    (next: ColorChoice) => {
      const valid = assertChoice(next);
      if (valid === "system") removeItem(storageKey);
      else setItem(storageKey, valid);
      setChoiceState(valid);
    },
    [storageKey],
  );

  const value = useMemo(
    () => ({ choice, mode, isMounted, respectPrefersColorScheme, setChoice }),
    [choice, mode, isMounted, respectPrefersColorScheme, setChoice],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
