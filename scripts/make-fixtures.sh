#!/usr/bin/env bash
# Generates the small media files the demo tests analyse, from ffmpeg's lavfi test sources, so
# every fixture is reproducible and free of third-party content. Usage: scripts/make-fixtures.sh [dir]
set -euo pipefail
out="${1:-$(dirname "$0")/../test/fixtures/media}"
mkdir -p "$out"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# H.264 + AAC in MP4, 320x240, one second.
ff -f lavfi -i testsrc=size=320x240:rate=25:duration=1 -f lavfi -i sine=frequency=440:duration=1 \
  -c:v libx264 -pix_fmt yuv420p -preset veryfast -c:a aac -b:a 64k -shortest -movflags +faststart "$out/h264-aac.mp4"
# VP9 + Opus in WebM, 160x120, one second.
ff -f lavfi -i testsrc=size=160x120:rate=15:duration=1 -f lavfi -i sine=frequency=660:duration=1 \
  -c:v libvpx-vp9 -b:v 100k -deadline realtime -c:a libopus -b:a 32k -shortest "$out/vp9-opus.webm"
# MP3, 44.1 kHz mono, one second.
ff -f lavfi -i sine=frequency=880:duration=1:sample_rate=44100 -c:a libmp3lame -b:a 64k "$out/tone.mp3"
# FLAC, 48 kHz mono, one second.
ff -f lavfi -i sine=frequency=330:duration=1:sample_rate=48000 -c:a flac "$out/tone.flac"
# PNG still image, 64x48.
ff -f lavfi -i testsrc=size=64x48:rate=1 -frames:v 1 "$out/still.png"
# Matroska with an SRT subtitle track and two chapters, one second (text and menu tracks).
work="$(mktemp -d)"
printf '1\n00:00:00,000 --> 00:00:00,900\nHello\n' >"$work/sub.srt"
printf ';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=500\ntitle=Start\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=500\nEND=1000\ntitle=End\n' >"$work/chapters.txt"
ff -f lavfi -i testsrc=size=160x120:rate=10:duration=1 -i "$work/sub.srt" -i "$work/chapters.txt" -map 0:v -map 1:s -map_chapters 2 \
  -c:v libx264 -pix_fmt yuv420p -preset veryfast -c:s srt "$out/text-chapters.mkv"
rm -r "$work"
# A tiny MP3 whose ID3v2.3 title "Café" is stored in ISO-8859-1 (encoding byte 0): mediainfo.js
# 0.3.6 returns the title garbled and 0.3.8 correctly, which the demo's comparison of two releases
# shows. ffmpeg writes a non-ASCII title as UTF-16, so an ASCII "CafX" is written and its last
# letter replaced by the Latin-1 byte 0xE9 (frame sizes are unchanged).
ff -f lavfi -i anullsrc=r=8000:cl=mono -t 0.5 -c:a libmp3lame -b:a 8k -id3v2_version 3 -write_id3v1 0 \
  -write_xing 0 -metadata title=CafX "$out/latin1-title.mp3"
offset=$(grep -obUa CafX "$out/latin1-title.mp3" | head -1 | cut -d: -f1)
printf '\xe9' | dd of="$out/latin1-title.mp3" bs=1 seek=$((offset + 3)) conv=notrunc status=none
# Random bytes that no parser should recognise (fixed seed, so the file is stable).
head -c 65536 <(openssl enc -aes-128-ctr -pass pass:mediainfo-demo -nosalt -pbkdf2 </dev/zero 2>/dev/null) >"$out/random.bin"
ls -l "$out"
