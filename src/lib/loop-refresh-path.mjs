/** Where loop widgets ask for their filtered posts (docs/routes.md, Loop refresh): the app's route, the front's cache. */
export const LOOP_REFRESH_PATH = '/wp-json/thuthuat-pro/v1/refresh-loop'
