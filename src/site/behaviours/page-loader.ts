import { startBehaviours } from './start'

// The one script of a public page, bundled with the behaviours of its kind (scripts/build-behaviours.mjs), a module
// that runs once the HTML is parsed: it starts the page's behaviours, then says so on the root element
// (`data-behaviours="started"`), which tests and measurements can wait for.
void startBehaviours(document, { editing: false }).then(() => {
  document.documentElement.dataset.behaviours = 'started'
})
