/**
 * Public pages ship no framework runtime: React renders them on the server, and the browser gets the HTML with
 * every Next.js script, its flight data (the page a second time, for hydration) and its script preloads taken out.
 * What stays: data blocks (JSON-LD, JSON, speculation rules) and the site's own behaviour loader under /_b/.
 * Pure text in, text out; serve.mjs applies it to public HTML answers. What it knows of Next.js's pages comes from
 * src/lib/next-internals.mjs, and `runtimeLeftIn` lets the front's self-test (next-self-test.mjs) see it still works.
 */
import { NEXT_FILES_PATH } from '../src/lib/next-internals.mjs'

const attribute = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`
const scriptTag = new RegExp(String.raw`<script\b(${attribute})>([\s\S]*?)</script\s*>`, 'gi')
const linkTag = new RegExp(String.raw`<link\b(${attribute})/?>`, 'gi')

/** The value of attribute `name` in a tag's attribute text, or null. */
function attributeValue(attributes, name) {
  const match = new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`, 'i').exec(attributes)
  return match ? (match[1] ?? match[2] ?? match[3]) : null
}

/** Script types a browser never runs: data for the page (structured data, settings) or for the browser itself. */
const dataTypes = new Set(['application/ld+json', 'application/json', 'speculationrules'])

function keepsScript(attributes) {
  const type = (attributeValue(attributes, 'type') ?? '').trim().toLowerCase()
  if (dataTypes.has(type)) return true
  const src = attributeValue(attributes, 'src')
  return src !== null && src.startsWith('/_b/')
}

/** Preloads of Next.js's scripts, now never run: `<link rel="preload" as="script">` and `modulepreload`. */
function isScriptPreload(attributes) {
  const rel = (attributeValue(attributes, 'rel') ?? '').toLowerCase()
  const href = attributeValue(attributes, 'href') ?? ''
  if (!href.startsWith(NEXT_FILES_PATH)) return false
  return (
    rel === 'modulepreload' ||
    (rel === 'preload' && (attributeValue(attributes, 'as') ?? '').toLowerCase() === 'script')
  )
}

/**
 * Whether any of Next.js's runtime is left in a page: a script that is neither data nor a behaviour (its flight data
 * included), or a script tag written in a way this module does not read (so it could not take it out). A page's text
 * that merely names a script (`&lt;script&gt;`, or Next.js's flight data in an article) is not a script.
 */
export function runtimeLeftIn(html) {
  const scripts = [...html.matchAll(scriptTag)]
  const opened = html.match(/<script\b/gi)?.length ?? 0
  return opened !== scripts.length || scripts.some(([, attributes]) => !keepsScript(attributes))
}

export function stripRuntime(html) {
  return html
    .replace(scriptTag, (tag, attributes) => (keepsScript(attributes) ? tag : ''))
    .replace(linkTag, (tag, attributes) => (isScriptPreload(attributes) ? '' : tag))
}
