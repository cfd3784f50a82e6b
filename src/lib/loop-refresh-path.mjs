/** Where loop widgets ask for their filtered posts (SPEC.md section 7, "Loop refresh"): the app's route, the front's cache. */
export const LOOP_REFRESH_PATH = '/wp-json/thuthuat-pro/v1/refresh-loop'
