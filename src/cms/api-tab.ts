import type { CollectionConfig, GlobalConfig } from 'payload'
import { hasRole } from './access'

/**
 * The document view's "API" tab (the raw JSON of the document) is a developer's tool: only administrators see it;
 * editors and authors see the edit, versions and preview tabs.
 */
export function apiTabForAdminsOnly<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const components = config.admin?.components
  const views = components?.views
  const edit = views?.edit
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        views: {
          ...views,
          edit: {
            ...edit,
            api: { ...edit?.api, tab: { ...edit?.api?.tab, condition: ({ req }) => hasRole(req.user, 'admin') } },
          },
        },
      },
    },
  }
}
