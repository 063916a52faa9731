// The track-type filter of each release's field index lists that release's track types.
export default {
  eleventyComputed: {
    fieldTrackTypes: (/** @type {any} */ data) =>
      data.fieldIndex?.trackTypes ?? data.fieldTrackTypes,
  },
};
