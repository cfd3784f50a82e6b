/** Editor HTML, already cleaned by the allow-list (sanitize.ts) when the layout was saved and before rendering. */
export function Html({ html }: { html: string }) {
  return <div className="builder-html" dangerouslySetInnerHTML={{ __html: html }} />
}
