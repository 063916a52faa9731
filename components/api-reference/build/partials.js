// typedoc-plugin-markdown partial overrides for the API pages: lean member sections with exact
// anchors, a Hierarchy list, an Index of members, and the /api/ overview layout.
import { ReflectionKind } from "typedoc";
import { hasOwnPage, isTrackType, siteUrl } from "./urls.js";
import { trackFieldList } from "./track-fields.js";
import { API_CHANGES_URL } from "../../../contract/routes.js";
import { INHERITED_ATTRIBUTE } from "../../../contract/index.js";
import { historyKey, notesOf, noteText } from "../../../contract/api-history.js";
import { propertyComment } from "./unit-corrections.js";
import { generating } from "./releases.js";

/**
 * "Since 0.3.6" (and "changed in …") under a member's heading, or nothing when the member was in
 * the first release read and never changed; /api/changes/ has the details.
 * @param {string | null} owner its interface or class (null: top-level) @param {string} name
 */
export function historyNote(owner, name) {
  // The history as it stood at the release being generated (`npm run api-history` writes it).
  const text = noteText(notesOf(generating().facts.history, ...historyKey(owner, name)));
  return text ? `<p class="api-history"><a href="${API_CHANGES_URL}">${text}</a></p>` : "";
}

/**
 * Markdown-escapes a name used as heading or link text. Underscores inside words never make
 * emphasis, so `Format_Level` stays unescaped (and its anchor label reads "Format_Level").
 */
export function escapeName(name) {
  return name.replace(/([\\`*[\]<>{}]|^_|_$)/g, "\\$1");
}

const link = (text, href) => `[${escapeName(text)}](${href})`;

/** Order of the overview Index and which groups get full panels there. */
const OVERVIEW_INDEX = ["References", "Classes", "Interfaces", "Type Aliases", "Functions"];
const OVERVIEW_PANELS = ["References", "Type Aliases"];

/** @param {import("typedoc-plugin-markdown").MarkdownThemeContext} context
 * @param {Record<string, Function>} base the plugin's own partials */
export function apiPartials(context, base) {
  /** `readonly Name?: type` as one code span; linked types follow the name as Markdown links. */
  const signature = (model) => {
    const flags = model.flags.isReadonly ? "readonly " : "";
    const name = `${flags}${model.name}${model.flags.isOptional ? "?" : ""}:`;
    const type = context.partials.someType(model.type);
    if (!type.includes("](")) return `\`${name} ${model.type.toString()}\``;
    return `\`${name}\` ${type}`;
  };
  const heading = (level, text) => `${"#".repeat(level)} ${text}`;

  /** `- [name](#name)` per member, one h3 list per group. */
  const indexOf = (groups, level) =>
    [
      heading(level, "Index"),
      ...groups.flatMap((group) => [
        heading(level + 1, group.title),
        group.children
          .map(
            (child) =>
              `- ${link(child.name, hasOwnPage(child) ? siteUrl(child) : `#${child.name}`)}`,
          )
          .join("\n"),
      ]),
    ].join("\n\n");

  return {
    // One bare <section> per member (bytes count: VideoTrack has 370): eleventy/api-markdown.js
    // gives its heading the exact `#{name}` id and copies `data-inherited` to it and its TOC entry.
    memberContainer(model, options) {
      if (model.kind === ReflectionKind.Project || hasOwnPage(model))
        return base.memberContainer(model, options);
      const inherited = model.inheritedFrom ? ` ${INHERITED_ATTRIBUTE}` : "";
      const body = base.member(model, {
        headingLevel: options.headingLevel,
        nested: options.nested,
      });
      const owner =
        model.parent?.kind === ReflectionKind.Project ? null : (model.parent?.name ?? null);
      const note = historyNote(owner, model.name);
      return `<section${inherited}>\n\n${heading(options.headingLevel, escapeName(model.name))}\n\n${note ? `${note}\n\n` : ""}${body}\n\n</section>`;
    },
    // No horizontal rules between member sections: CSS separates them.
    members(models, options) {
      return models
        .filter((model) => !context.router.hasOwnDocument(model))
        .map((model) => context.partials.memberContainer(model, options))
        .join("\n\n");
    },
    // Properties: signature, description, then inheritance and source on one line.
    declaration(model, options) {
      if (model.kind !== ReflectionKind.Property) return base.declaration(model, options);
      const parts = [signature(model)];
      const shown = { headingLevel: options.headingLevel, showSummary: true, showTags: true };
      if (model.comment) parts.push(propertyComment(model, (text) => base.comment(text, shown)));
      const from = model.inheritedFrom ?? model.overwrites;
      const origin = from
        ? `${model.inheritedFrom ? "Inherited from" : "Overrides"} ${context.partials.typeAndParent(from)}`
        : "";
      parts.push(
        [origin, context.partials.sources(model, { hideLabel: true })].filter(Boolean).join(" · "),
      );
      return parts.join("\n\n");
    },
    // BaseTrack with its seven track types, or BaseTrack → the current track in emphasis.
    hierarchy(model, options) {
      const lines = [];
      let depth = 0;
      for (let level = model; level; level = level.next, depth += 1) {
        for (const type of level.types) {
          const name = type.reflection?.name ?? type.name;
          const item = level.isTarget
            ? `**${escapeName(name)}**`
            : type.reflection
              ? link(name, siteUrl(type.reflection))
              : escapeName(name);
          lines.push(`${"  ".repeat(depth)}- ${item}`);
        }
      }
      return `${heading(options.headingLevel, "Hierarchy")}\n\n${lines.join("\n")}`;
    },
    // Class and interface pages: an Index of members before the member panels; track types list
    // their fields as the field index does.
    body(model, options) {
      if (isTrackType(model)) return trackFieldList(model, options.headingLevel);
      const groups = (model.groups ?? []).filter((group) =>
        group.children.some((child) => !context.router.hasOwnDocument(child)),
      );
      if (groups.length === 0 || model.kind === ReflectionKind.Project)
        return base.body(model, options);
      return `${indexOf(groups, options.headingLevel)}\n\n${base.body(model, options)}`;
    },
    // The /api/ overview: Index of everything, then References and Type Aliases panels.
    memberWithGroups(model, options) {
      if (model.kind !== ReflectionKind.Project) return base.memberWithGroups(model, options);
      const byTitle = new Map((model.groups ?? []).map((group) => [group.title, group]));
      const ordered = OVERVIEW_INDEX.flatMap((title) => byTitle.get(title) ?? []);
      const panels = OVERVIEW_PANELS.filter((title) => byTitle.has(title)).map(
        (title) =>
          `${heading(options.headingLevel, title)}\n\n${context.partials.members(byTitle.get(title).children, { headingLevel: options.headingLevel + 1 })}`,
      );
      return [indexOf(ordered, options.headingLevel), ...panels].join("\n\n");
    },
  };
}
