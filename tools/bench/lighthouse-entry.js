// Entry for tools/bench/lighthouse.js: resolves the packages from this tool's own node_modules.
export { default as lighthouse, desktopConfig } from "lighthouse";
export * as chromeLauncher from "chrome-launcher";
