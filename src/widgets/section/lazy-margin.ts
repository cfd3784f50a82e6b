/** A section background starts loading when it is within 200 px above or below the viewport (docs/widgets.md, Lazy loading). */
export const LAZY_MARGIN = '200px 0px'
