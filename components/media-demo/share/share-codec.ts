// The demo's links use the site's one fragment codec, shared with the playground's links.
export * from "../../runtime/share-codec";
