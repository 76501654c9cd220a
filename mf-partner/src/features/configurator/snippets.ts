// The code a partner pastes into their page, one kind per way of embedding (issue 12):
// (a) our custom elements through /embed.js and the import map, (b) one standalone script per
// element for pages that cannot take an import map, (c) an iframe of /embed/spots/{organisation}
// that /embed-resize.js keeps as tall as its content. Pure functions: the origin comes in, and
// every value is escaped where it lands (a slug or colour typed by hand must not end an attribute).
import { DEFAULT_LOCALE_ROUTING, localeUrl, type LocaleRouting } from '@moveable/contract';
import { ELEMENT_OF_VIEW, elementAttributes, elementStyle, type WidgetConfig, type WidgetElement } from './widget-config.ts';

export const SNIPPET_KINDS = ['element', 'standalone', 'iframe'] as const;
export type SnippetKind = (typeof SNIPPET_KINDS)[number];

/** Text for a double-quoted HTML attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const attribute = (name: string, value: string) => `${name}="${escapeAttribute(value)}"`;

function elementTag(config: WidgetConfig, element: WidgetElement, extra: [string, string][] = []): string {
  const attributes = [...elementAttributes(config, element), ...extra, ['style', elementStyle(config)] as [string, string]];
  return `<${element}\n${attributes.map(([name, value]) => `  ${attribute(name, value)}`).join('\n')}\n></${element}>`;
}

/** (a) The loader once, then each element: the import map comes from our site. */
export function elementSnippet(config: WidgetConfig, origin: string): string {
  const tags = ELEMENT_OF_VIEW[config.view].map((element) => elementTag(config, element));
  return [`<script src="${escapeAttribute(`${origin}/embed.js`)}" async></script>`, ...tags].join('\n');
}

/** The standalone bundle of an element (React and all inside, one file). */
export function standaloneScriptUrl(origin: string, element: WidgetElement): string {
  return `${origin}/standalone/${element}.js`;
}

/**
 * (b) One script per element, no import map; `api-base` names our API, since the page around
 * the element is the partner's.
 */
export function standaloneSnippet(config: WidgetConfig, origin: string): string {
  const elements = ELEMENT_OF_VIEW[config.view];
  const scripts = elements.map((element) => `<script src="${escapeAttribute(standaloneScriptUrl(origin, element))}" async></script>`);
  const tags = elements.map((element) => elementTag(config, element, [['api-base', origin]]));
  return [...scripts, ...tags].join('\n');
}

/**
 * The embed page of an organisation's spots, in the chosen language and platform; null without an
 * organisation. `routing`: how the origin's host spells locales (spec §2, locales bound to domains).
 */
export function iframeUrl(config: WidgetConfig, origin: string, routing: LocaleRouting = DEFAULT_LOCALE_ROUTING): string | null {
  if (config.scope !== 'organisation' || !config.organisation) return null;
  const page = localeUrl(origin, `/embed/spots/${encodeURIComponent(config.organisation)}`, config.lang, routing);
  const query = new URLSearchParams({ platform: config.platform, country: config.country });
  return `${page}?${query.toString()}`;
}

/** The script that sets a frame's height from the embed page's messages (shell/embed/embed-resize.js). */
export function resizeScriptUrl(origin: string): string {
  return `${origin}/embed-resize.js`;
}

/**
 * (c) The frame, then the script that resizes it: it takes `moveable:resize` messages only from
 * our origin and only from a frame of ours. `title` names the frame for screen readers.
 */
export function iframeSnippet(config: WidgetConfig, origin: string, title: string, routing?: LocaleRouting): string | null {
  const src = iframeUrl(config, origin, routing);
  if (!src) return null;
  const style = `display:block;width:${config.width};height:${config.height};border:0`;
  return [
    `<iframe ${attribute('src', src)} ${attribute('title', title)} ${attribute('style', style)} loading="lazy"></iframe>`,
    `<script src="${escapeAttribute(resizeScriptUrl(origin))}" async></script>`,
  ].join('\n');
}
