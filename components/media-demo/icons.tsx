// Small inline SVG icons for the demo (decorative: always aria-hidden, the text beside them says it).
import type { ReactNode } from "react";

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ?? "media-demo__icon"}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const HandIcon = () => (
  <Icon className="media-demo__hand">
    <path
      {...stroke}
      d="M8 13V5.5a1.5 1.5 0 0 1 3 0V12m0-1.5v-2a1.5 1.5 0 0 1 3 0V12m0-1.5a1.5 1.5 0 0 1 3 0V12m0-.5a1.5 1.5 0 0 1 3 0V16a6 6 0 0 1-6 6h-2a6 6 0 0 1-5-2.7L3.3 15a1.6 1.6 0 0 1 2.6-1.9L8 15"
    />
  </Icon>
);

export const CogIcon = () => (
  <Icon className="media-demo__cog">
    <circle {...stroke} cx="12" cy="12" r="3" />
    <path
      {...stroke}
      d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9 7 7m10 10 2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
    />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path {...stroke} d="M4 7h16M10 11v6m4-6v6M5 7l1 13h12l1-13M9 7V4h6v3" />
  </Icon>
);

const TRACK_PATHS: Record<string, string> = {
  Video: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  Audio: "M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
  Text: "M4 6h16M4 12h16M4 18h10",
  Menu: "M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01",
};
const FILE_PATH = "M14 3H6v18h12V7zM14 3v4h4";

/** The icon of a track type (Audio, Menu, Text, Video; a file for the rest). */
export const TrackIcon = ({ type }: { type: string }) => (
  <Icon>
    <path {...stroke} d={Object.hasOwn(TRACK_PATHS, type) ? TRACK_PATHS[type] : FILE_PATH} />
  </Icon>
);
