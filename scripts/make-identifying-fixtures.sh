#!/usr/bin/env bash
# Generates the files that carry each kind of identifying tag the demo's share dialog leaves out
# by default (comments with a phone number, e-mail and web addresses, lyrics, synopses, long
# descriptions, keywords, people, copyright holders, dates, places, and a phone camera's make,
# model, system and content identifier), in MP3, Matroska, MP4 and QuickTime, from ffmpeg's
# synthetic sources. test/unit/media-demo-privacy.test.ts analyses them with the real library.
# The files are committed because another ffmpeg writes other bytes.
# Usage: scripts/make-identifying-fixtures.sh [dir]
set -euo pipefail
out="${1:-$(dirname "$0")/../test/fixtures/identifying}"
mkdir -p "$out"
ff() { ffmpeg -hide_banner -loglevel error -y -fflags +bitexact "$@"; }
video=(-f lavfi -i "testsrc=size=64x48:rate=10:duration=0.2")
tone=(-f lavfi -i "sine=frequency=440:duration=0.2")
tags=(
  -metadata "title=Holiday with Jane"
  -metadata "artist=Jane Roe"
  -metadata "album_artist=Jane Roe"
  -metadata "composer=John Roe"
  -metadata "publisher=Roe Family Films"
  -metadata "copyright=2026 Jane Roe"
  -metadata "encoded_by=Jane's laptop"
  -metadata "comment=Call Jane on +44 20 7946 0958"
  -metadata "description=Jane and John at 10 Downing Street"
  -metadata "synopsis=Jane visits her aunt in Paris"
  -metadata "lyrics=Jane, Jane, come home"
  -metadata "keywords=jane, aunt, paris"
  -metadata "url=https://jane.example/"
  -metadata "email=jane@example.org"
  -metadata "phone=+44 20 7946 0958"
  -metadata "location=+48.8584+002.2945/"
  -metadata "date=2026-01-02"
  -metadata "creation_time=2026-01-02T03:04:05Z"
)
ff "${tone[@]}" -c:a libmp3lame -id3v2_version 3 "${tags[@]}" "$out/tags.mp3"
ff "${video[@]}" "${tone[@]}" -c:v libx264 -c:a aac "${tags[@]}" "$out/tags.mkv"
ff "${video[@]}" "${tone[@]}" -c:v libx264 -c:a aac "${tags[@]}" "$out/tags.mp4"
# A phone's recording: the keys Apple and Android cameras write in QuickTime's metadata.
ff "${video[@]}" -c:v libx264 -movflags use_metadata_tags \
  -metadata "com.apple.quicktime.make=Apple" \
  -metadata "com.apple.quicktime.model=iPhone 15 Pro" \
  -metadata "com.apple.quicktime.software=17.1" \
  -metadata "com.apple.quicktime.location.ISO6709=+48.8584+002.2945+035.000/" \
  -metadata "com.apple.quicktime.creationdate=2026-01-02T03:04:05+0100" \
  -metadata "com.apple.quicktime.content.identifier=5A7C1B3E-1111-2222-3333-444455556666" \
  -metadata "com.android.manufacturer=Google" \
  -metadata "com.android.model=Pixel 8" \
  "${tags[@]}" "$out/camera.mov"
