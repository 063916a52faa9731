// What the installed mediainfo.js really does in the situations the Troubleshooting and Usage pages
// describe, run under Node.js 20 and Node.js 22 by test/docs/library/library-behaviour.test.ts (printed as
// JSON on stdout).
import fs from "node:fs";
import mediaInfoFactory from "mediainfo.js";

const [mp4File, mp3File] = process.argv.slice(2);
const mp4 = fs.readFileSync(mp4File);
const mp3 = fs.readFileSync(mp3File);
const reader = (data) => (size, offset) => data.subarray(offset, offset + size);
const slowReader = (data) => (size, offset) =>
  new Promise((resolve) => setTimeout(() => resolve(data.subarray(offset, offset + size)), 10));
const outcome = (promise) =>
  promise.then(
    (result) => ({
      tracks: result.media.track
        .map((track) => `${track["@type"]}:${track.Format ?? ""}`)
        .join(", "),
    }),
    (error) => ({ error: `${error.constructor.name}: ${error.message}` }),
  );
const facts = {};

// A size function that throws: that call rejects, the next fails as busy, the one after works.
{
  const mediainfo = await mediaInfoFactory();
  facts.throwingSize = [
    await outcome(
      mediainfo.analyzeData(() => {
        throw new Error("size unknown");
      }, reader(mp4)),
    ),
    await outcome(mediainfo.analyzeData(mp4.length, reader(mp4))),
    await outcome(mediainfo.analyzeData(mp4.length, reader(mp4))),
  ];
  mediainfo.close();
}

// Three calls without awaiting: the second is refused, which clears the busy flag, so the third
// runs beside the first on the same MediaInfoLib object.
{
  const mediainfo = await mediaInfoFactory({ chunkSize: 4096 });
  const first = outcome(mediainfo.analyzeData(mp4.length, slowReader(mp4)));
  const second = await outcome(mediainfo.analyzeData(mp3.length, slowReader(mp3)));
  const third = outcome(mediainfo.analyzeData(mp3.length, slowReader(mp3)));
  facts.overlapping = { first: await first, second, third: await third };
  mediainfo.close();
}

// One queue per instance: every analysis waits for the one before.
{
  const mediainfo = await mediaInfoFactory({ chunkSize: 4096 });
  let queue = Promise.resolve();
  const enqueue = (task) => (queue = queue.then(task, task));
  const results = await Promise.all([
    outcome(enqueue(() => mediainfo.analyzeData(mp4.length, slowReader(mp4)))),
    outcome(enqueue(() => mediainfo.analyzeData(mp3.length, slowReader(mp3)))),
  ]);
  facts.queued = results;
  mediainfo.close();
}

// close() does not dispose: the instance analyses again afterwards.
{
  const mediainfo = await mediaInfoFactory();
  mediainfo.close();
  facts.afterClose = await outcome(mediainfo.analyzeData(mp4.length, reader(mp4)));
}

// Which values are numbers in the object format.
{
  const mediainfo = await mediaInfoFactory();
  const result = await mediainfo.analyzeData(mp4.length, reader(mp4));
  const [general, video] = result.media.track;
  const typeOf = (value) => (value === undefined ? "absent" : typeof value);
  facts.valueTypes = {
    "General.FileSize": typeOf(general.FileSize),
    "General.Duration": typeOf(general.Duration),
    "Video.ID": typeOf(video.ID),
    "Video.StreamOrder": typeOf(video.StreamOrder),
    "Video.Rotation": typeOf(video.Rotation),
    "Video.Width": typeOf(video.Width),
    "Video.extra": Object.values(video.extra ?? {})
      .map(typeOf)
      .join(),
  };
  facts.videoExtraKeys = Object.keys(video.extra ?? {});
  mediainfo.close();
}

// The HTML format carries a script element.
{
  const mediainfo = await mediaInfoFactory({ format: "HTML" });
  const html = await mediainfo.analyzeData(mp4.length, reader(mp4));
  facts.htmlHasScript = /<script[\s>]/i.test(html);
  mediainfo.close();
}

process.stdout.write(JSON.stringify(facts));
