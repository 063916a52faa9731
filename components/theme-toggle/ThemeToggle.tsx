// The colour-mode toggle island: one button cycling system → light → dark.
import { ColorModeProvider, useColorMode, type ColorModeSettings } from "./color-mode";
import { nextChoice } from "./next-mode";

const ICONS = ["light", "dark", "system"] as const;
const ICON_IDS = { light: "#icon-sun", dark: "#icon-moon", system: "#icon-system" };

/** The button; disabled until mounted, labelled with the current choice. */
export function ColorModeButton() {
  const { choice, mode, isMounted, respectPrefersColorScheme, setChoice } = useColorMode();
  const label = `${choice} mode`;
  return (
    <button
      className="theme-toggle__button clean-btn"
      type="button"
      disabled={!isMounted}
      title={label}
      aria-label={`Switch between dark and light mode (currently ${label})`}
      onClick={() => setChoice(nextChoice(choice, mode, respectPrefersColorScheme))}
    >
      {ICONS.map((icon) => (
        <svg
          key={icon}
          className={`theme-toggle__icon theme-toggle__icon--${icon}`}
          aria-hidden="true"
        >
          <use href={ICON_IDS[icon]} />
        </svg>
      ))}
    </button>
  );
}

/** Island entry: props come from `site.colorMode`. */
export default function ThemeToggle(settings: ColorModeSettings) {
  return (
    <ColorModeProvider settings={settings}>
      <ColorModeButton />
    </ColorModeProvider>
  );
}
