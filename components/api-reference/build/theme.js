// TypeDoc plugin (loaded by scripts/build-api.js): a typedoc-plugin-markdown theme whose pages
// use the site's routes and anchors, wrap each member in a lean <section>, and start with the
// Eleventy front matter (title, heading, description, permalink).
import { Converter, ReflectionKind } from "typedoc";
import { MarkdownPageEvent, MarkdownTheme, MarkdownThemeContext } from "typedoc-plugin-markdown";
import { apiRoot, hasOwnPage, siteUrl } from "./urls.js";
import { apiPartials, historyNote } from "./partials.js";
import { summaryText } from "./summary.js";
import { addApiDescriptions, readApiDescriptions } from "./coverage/descriptions.js";

export const THEME_NAME = "mediainfo-api";
/** Pages with more members than this keep them out of the TOC (see apiBriefToc). */
export const BRIEF_TOC_ABOVE = 100;

class ApiThemeContext extends MarkdownThemeContext {
  /** @param {ConstructorParameters<typeof MarkdownThemeContext>} args */
  constructor(...args) {
    super(...args);
    this.partials = { ...this.partials, ...apiPartials(this, { ...this.partials }) };
  }

  /** Links point at the site's routes, not at the generated files. */
  urlTo(reflection) {
    return siteUrl(reflection);
  }
}

class ApiTheme extends MarkdownTheme {
  getRenderContext(page) {
    return new ApiThemeContext(this, page, this.application.options);
  }
}

function typeParameterNames(reflection) {
  const names = (reflection.typeParameters ?? []).map((parameter) => parameter.name);
  return names.length > 0 ? `<${names.join(", ")}>` : "";
}

/** Front matter for one generated page. */
export function frontMatter(model) {
  if (model.kind === ReflectionKind.Project) {
    // The module's own comment is the `default` re-export's ("Renames and re-exports …"): say what
    // the module is for instead.
    const description =
      "What mediainfo.js exports: mediaInfoFactory, which creates a MediaInfo instance to analyse media files, its options, the result types and the fields of every track type.";
    return {
      title: "API",
      heading: model.name,
      description,
      permalink: apiRoot(),
      apiPage: true,
      fieldIndexLink: true,
    };
  }
  const kind = ReflectionKind.singularString(model.kind);
  const comment = model.comment ?? model.signatures?.[0]?.comment;
  const properties =
    model.children?.filter((child) => child.kind === ReflectionKind.Property).length ?? 0;
  const generated = `${kind} ${model.name} of the mediainfo.js API${properties ? `: ${properties} properties` : ""}.`;
  return {
    title: model.name,
    heading: `${model.name}${typeParameterNames(model)}`,
    description: summaryText(comment) || generated,
    permalink: siteUrl(model),
    apiPage: true,
    // Interfaces and classes list members that may be inherited: they get "Hide Inherited".
    ...((model.kind === ReflectionKind.Interface || model.kind === ReflectionKind.Class) && {
      inheritedMembers: true,
    }),
    // Track types list hundreds of fields: a filter narrows them.
    ...(model.kind === ReflectionKind.Interface &&
      /Track$/.test(model.name) && { fieldFilter: true, fieldIndexLink: true }),
    // Hundreds of properties: the TOC (rendered twice, mobile and desktop) would alone take a
    // third of the page budget, and the Index lists them all anyway.
    ...(properties > BRIEF_TOC_ABOVE && { apiBriefToc: true }),
  };
}

function toYaml(data) {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
}

/**
 * Types that public signatures use but the sources do not export: shown inline (their
 * definition, with its links) rather than as a name that links nowhere.
 */
export const INLINED_TYPES = [
  "FactoryCallback",
  "ErrorCallback",
  "ResultCallback",
  "MediaInfoOptions",
];

/** TypeDoc plugin entry point. */
export function load(app) {
  app.renderer.defineTheme(THEME_NAME, ApiTheme);
  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    for (const name of INLINED_TYPES) context.inlineType.add(name);
  });
  // `options: MediaInfoOptions<TFormat>` has type arguments, which TypeDoc never inlines from the
  // annotation: convert the resolved type instead, so the page shows (and links) what it is made of.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.name !== "options" || reflection.parent?.name !== "MediaInfo") return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (symbol)
      reflection.type = context.converter.convertType(
        context,
        context.checker.getTypeOfSymbol(symbol),
      );
  });
  // index.ts re-exports the MediaInfo class as a type, so TypeDoc sees an interface.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const mediaInfo = context.project.getChildByName("MediaInfo");
    if (mediaInfo?.kind === ReflectionKind.Interface) mediaInfo.kind = ReflectionKind.Class;
    // What the definitions leave undescribed gets the site's own text, before anything renders.
    addApiDescriptions(context.project, readApiDescriptions());
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.model.kind !== ReflectionKind.Project && !hasOwnPage(page.model)) return;
    // Generated Markdown is never run through Nunjucks (types may contain `{`).
    const data = { ...frontMatter(page.model), templateEngineOverride: "md" };
    // An export's own history note stands first, under its title.
    const note =
      page.model.kind === ReflectionKind.Project ? "" : historyNote(null, page.model.name);
    page.contents = `---\n${toYaml(data)}\n---\n\n${note ? `${note}\n\n` : ""}${page.contents}`;
  });
}
