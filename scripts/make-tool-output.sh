#!/usr/bin/env bash
# Writes what the MediaInfo command-line tool prints (`mediainfo --Output=JSON`) for a few fixture
# files: the demo's comparison with the tool is tested on real output, changed only where a test
# changes one value on purpose. Made with Debian bookworm's `mediainfo` 23.04 (MediaInfoLib
# 23.04), whose version the output states in `creatingLibrary`; `tool.txt` keeps the tool's own
# `--Version` line. Each file is copied to a temporary folder with a fixed modification time
# first, so the file-system fields (`@ref`, the dates) do not depend on this checkout.
# Usage: scripts/make-tool-output.sh [dir]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/test/fixtures/tool-output}"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for file in corpus/moov-at-end.mp4 corpus/vp9-opus.webm identifying/tags.mp4; do
  name="$(basename "$file")"
  cp "$root/test/fixtures/$file" "$work/$name"
  touch -d "2026-01-01 00:00:00 UTC" "$work/$name"
  (cd "$work" && TZ=UTC mediainfo --Output=JSON "$name") > "$out/$name.json"
done
mediainfo --Version | tr -s '\r\n' ' ' | sed 's/ *$/\n/' > "$out/tool.txt"
