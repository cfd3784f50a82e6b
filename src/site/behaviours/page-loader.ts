import { startBehaviours } from './start'

// The one script of a public page (a module, so it runs once the HTML is parsed): it starts the page's behaviours.
startBehaviours(document, { editing: false })
