#!/usr/bin/env bash
# Generates the media corpus: one small file per container the site makes claims about, each from
# ffmpeg's synthetic sources (no third-party content), so every file can be remade here. The files
# are committed because another ffmpeg writes other bytes; test/fixtures/corpus/corpus.json says
# what each one is. Usage: scripts/make-corpus.sh [dir]
set -euo pipefail
out="${1:-$(dirname "$0")/../test/fixtures/corpus}"
mkdir -p "$out"
ff() { ffmpeg -hide_banner -loglevel error -y -fflags +bitexact "$@"; }
work="$(mktemp -d)"
trap 'rm -r "$work"' EXIT

video() { echo -f lavfi -i "testsrc2=size=${1}:rate=${2}:duration=${3}"; }
tone() { echo -f lavfi -i "sine=frequency=${1}:duration=${2}:sample_rate=${3:-48000}"; }
x264=(-c:v libx264 -pix_fmt yuv420p -preset veryfast -crf 32)

# A cover picture and a subtitle file, used by several files below.
ff -f lavfi -i "testsrc=size=128x128:rate=1" -frames:v 1 -q:v 5 "$work/cover.jpg"
printf '1\n00:00:00,000 --> 00:00:00,900\nFirst line\n\n2\n00:00:01,000 --> 00:00:01,900\nSecond line\n' >"$work/sub.srt"
printf ';FFMETADATA1\ntitle=Corpus chapters\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=1000\ntitle=Opening\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=1000\nEND=2000\ntitle=Closing\n' >"$work/chapters.txt"

# MP4 with its index (moov) after the media data, as most cameras and encoders write it.
ff $(video 320x240 25 2) $(tone 440 2) "${x264[@]}" -c:a aac -b:a 64k -shortest \
  -metadata title="Index at the end" "$out/moov-at-end.mp4"
# Fragmented MP4 (an empty moov, then moof/mdat pairs), as DASH and MSE players use.
ff $(video 320x240 25 2) $(tone 550 2) "${x264[@]}" -c:a aac -b:a 64k -shortest \
  -movflags frag_keyframe+empty_moov+default_base_moof "$out/fragmented.mp4"
# QuickTime with PCM audio and a rotation in its display matrix (ffmpeg 5 writes the matrix from
# the rotate tag only when it copies the stream).
ff $(video 320x180 30 1) $(tone 660 1) "${x264[@]}" -c:a pcm_s16le -shortest "$work/upright.mov"
ff -i "$work/upright.mov" -c copy -metadata:s:v:0 rotate=90 "$out/rotated.mov"
# Matroska with two audio languages, an SRT subtitle track, chapters and an attached picture.
ff $(video 240x160 24 2) $(tone 330 2) $(tone 770 2) -i "$work/sub.srt" -i "$work/chapters.txt" \
  -map 0:v -map 1:a -map 2:a -map 3:s -map_chapters 4 -map_metadata 4 \
  "${x264[@]}" -c:a libvorbis -q:a 1 -c:s srt \
  -metadata:s:a:0 language=eng -metadata:s:a:1 language=fra -metadata:s:s:0 language=eng \
  -attach "$work/cover.jpg" -metadata:s:t mimetype=image/jpeg -metadata:s:t filename=cover.jpg \
  -shortest "$out/subtitles-chapters-attachment.mkv"
# WebM: VP9 and Opus.
ff $(video 192x108 15 1) $(tone 880 1) -c:v libvpx-vp9 -b:v 80k -deadline realtime \
  -c:a libopus -b:a 32k -shortest "$out/vp9-opus.webm"
# AVI: MPEG-4 Part 2 and MP3.
ff $(video 176x144 25 1) $(tone 990 1 44100) -c:v mpeg4 -q:v 8 -c:a libmp3lame -b:a 64k \
  -shortest "$out/mpeg4-mp3.avi"
# MPEG transport stream: H.264 and AAC, as HLS segments are.
ff $(video 320x240 25 1) $(tone 440 1) "${x264[@]}" -c:a aac -b:a 64k -shortest \
  -f mpegts "$out/h264-aac.ts"
# MXF (OP1a): MPEG-2 video and PCM, as broadcast cameras write.
ff $(video 720x576 25 1) $(tone 1000 1) -c:v mpeg2video -b:v 2M -pix_fmt yuv420p \
  -c:a pcm_s16le -ar 48000 -shortest "$out/mpeg2-pcm.mxf"
# Ogg Opus audio.
ff $(tone 523 2) -c:a libopus -b:a 24k "$out/tone.opus"
# WAV: 16-bit PCM stereo.
ff $(tone 440 1 44100) -ac 2 -c:a pcm_s16le "$out/tone.wav"
# FLAC, 96 kHz 24-bit.
ff $(tone 330 1 96000) -c:a flac -sample_fmt s32 -bits_per_raw_sample 24 "$out/tone.flac"
# AAC in ADTS frames (no container).
ff $(tone 660 2 44100) -c:a aac -b:a 48k -f adts "$out/tone.aac"
# MP3 with ID3v2 tags and a front cover picture.
ff $(tone 880 2 44100) -i "$work/cover.jpg" -map 0:a -map 1:v -c:a libmp3lame -b:a 64k -c:v copy \
  -id3v2_version 3 -metadata title="Corpus tone" -metadata artist="mediainfo.js docs" \
  -metadata album="Test corpus" -metadata date=2026 -metadata:s:v title="Album cover" \
  -metadata:s:v comment="Cover (front)" -disposition:v attached_pic "$out/tagged-cover.mp3"
# Still images.
ff -f lavfi -i "testsrc2=size=160x120:rate=1" -frames:v 1 -q:v 4 "$out/still.jpg"
ff -f lavfi -i "testsrc2=size=160x120:rate=1" -frames:v 1 "$out/still.png"
ff -f lavfi -i "testsrc2=size=80x60:rate=5:duration=1" -vf "split[a][b];[a]palettegen[p];[b][p]paletteuse" "$out/animated.gif"
ff -f lavfi -i "testsrc2=size=160x120:rate=1" -frames:v 1 -c:v libwebp -quality 60 "$out/still.webp"
# A truncated file: the first 60 % of an MP4 whose index comes first, so the index promises more
# media data than the file holds.
ff $(video 320x240 25 2) $(tone 440 2) "${x264[@]}" -c:a aac -b:a 64k -shortest \
  -movflags +faststart "$work/whole.mp4"
size=$(stat -c %s "$work/whole.mp4")
head -c $((size * 6 / 10)) "$work/whole.mp4" >"$out/truncated.mp4"
# SubRip subtitles on their own, the first line half a second in: the Text track's start and
# shortest event are times, given in seconds.
printf '1\n00:00:00,500 --> 00:00:00,900\nFirst line\n\n2\n00:00:01,000 --> 00:00:01,900\nSecond line\n' >"$out/subtitles.srt"
# MP4 with those subtitles as timed text (tx3g) and a QuickTime timecode track starting at one
# hour: the tracks' delays and the timecode's duration, also in seconds.
ff $(video 160x120 25 2) $(tone 440 2) -i "$out/subtitles.srt" -map 0:v -map 1:a -map 2:s \
  "${x264[@]}" -c:a aac -b:a 32k -c:s mov_text -timecode 01:00:00:00 -shortest \
  "$out/timed-text-timecode.mp4"
# HEVC with HDR10 metadata (mastering display and content light levels), as HDR video carries it.
ff $(video 160x120 25 1) -c:v libx265 -preset ultrafast -pix_fmt yuv420p10le -tag:v hvc1 \
  -x265-params "log-level=error:hdr10=1:colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc:master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,50):max-cll=1000,400" \
  "$out/hdr10.mp4"
# Interlaced MPEG-2 in Matroska, top field first: coded as fields (interlaced motion estimation
# and DCT) with the field order in the stream and the container, as broadcast and DVD video are.
ff $(video 320x240 25 1) -c:v mpeg2video -q:v 24 -flags +ilme+ildct -top 1 -field_order tt \
  "$out/interlaced-tff.mkv"
# MP3 with a hand-written ID3v2.3 tag: the title in ISO-8859-1 ("Café", é as the byte E9) and the
# artist in UTF-16 with a byte order mark ("Motörhead"), the two text encodings of ID3v2.3.
ff $(tone 440 1 44100) -c:a libmp3lame -b:a 32k -id3v2_version 0 -write_id3v1 0 "$work/untagged.mp3"
{
  printf 'ID3\x03\x00\x00\x00\x00\x00\x2e'
  printf 'TIT2\x00\x00\x00\x05\x00\x00\x00Caf\xe9'
  printf 'TPE1\x00\x00\x00\x15\x00\x00\x01\xff\xfeM\x00o\x00t\x00\xf6\x00r\x00h\x00e\x00a\x00d\x00'
  cat "$work/untagged.mp3"
} >"$out/latin1-tags.mp3"
# Not media at all: plain text.
printf 'This is a text file, not a media file.\n%.0s' {1..64} >"$out/not-media.txt"
ls -l "$out"
