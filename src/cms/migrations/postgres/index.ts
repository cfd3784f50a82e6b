import * as migration_20261122_071956_initial from './20261122_071956_initial'
import * as migration_20261122_071957_search_index from './20261122_071957_search_index'
import * as migration_20261122_100858_pages from './20261122_100858_pages'
import * as migration_20261122_115052_templates from './20261122_115052_templates'
import * as migration_20261122_122148_home_page from './20261122_122148_home_page'
import * as migration_20261122_133450_builder_lightbox from './20261122_133450_builder_lightbox'
import * as migration_20261123_105736_button_clicks from './20261123_105736_button_clicks'
import * as migration_20261124_001007_media_uploaded_by from './20261124_001007_media_uploaded_by'
import * as migration_20261124_005000_rate_limits from './20261124_005000_rate_limits'
import * as migration_20261124_140631_seo_noindex from './20261124_140631_seo_noindex'
import * as migration_20261124_200520_menu_links from './20261124_200520_menu_links'
import * as migration_20261124_201105_site_contact from './20261124_201105_site_contact'
import * as migration_20261124_230007_form_submissions from './20261124_230007_form_submissions'
import * as migration_20261124_231204_send_mail_task from './20261124_231204_send_mail_task'
import * as migration_20261124_232144_subscribers from './20261124_232144_subscribers'
import * as migration_20261124_233221_webhook_task from './20261124_233221_webhook_task'
import * as migration_20261125_020748_captcha_provider from './20261125_020748_captcha_provider'
import * as migration_20261125_081500_loop_indexes from './20261125_081500_loop_indexes'
import * as migration_20261125_115147_popups from './20261125_115147_popups'
import * as migration_20261127_013012_shop from './20261127_013012_shop'
import * as migration_20261127_021423_shop_indexes from './20261127_021423_shop_indexes'
import * as migration_20261127_042105_product_tags from './20261127_042105_product_tags'
import * as migration_20261127_042326_product_files from './20261127_042326_product_files'
import * as migration_20261127_044819_checkout from './20261127_044819_checkout'
import * as migration_20261127_080927_stripe_customer from './20261127_080927_stripe_customer'
import * as migration_20261127_081632_purchase_summary_page from './20261127_081632_purchase_summary_page'
import * as migration_20261128_040659_shop_safety from './20261128_040659_shop_safety'
import * as migration_20261128_074243_share_networks from './20261128_074243_share_networks'
import * as migration_20261128_081457_address_units from './20261128_081457_address_units'
import * as migration_20261128_093622_job_task_slugs from './20261128_093622_job_task_slugs'
import * as migration_20261129_090000_product_search from './20261129_090000_product_search'
import * as migration_20261129_120557_analytics from './20261129_120557_analytics'
import * as migration_20261129_120700_analytics_events from './20261129_120700_analytics_events'
import * as migration_20261129_151204_redirects from './20261129_151204_redirects'
import * as migration_20261129_160000_wordpress_imports from './20261129_160000_wordpress_imports'
import * as migration_20261129_161423_wordpress_media_task from './20261129_161423_wordpress_media_task'
import * as migration_20261129_220000_job_schedule_claims from './20261129_220000_job_schedule_claims'
import * as migration_20261129_221313_object_storage from './20261129_221313_object_storage'

export const migrations = [
  {
    up: migration_20261122_071956_initial.up,
    down: migration_20261122_071956_initial.down,
    name: '20261122_071956_initial',
  },
  {
    up: migration_20261122_071957_search_index.up,
    down: migration_20261122_071957_search_index.down,
    name: '20261122_071957_search_index',
  },
  {
    up: migration_20261122_100858_pages.up,
    down: migration_20261122_100858_pages.down,
    name: '20261122_100858_pages',
  },
  {
    up: migration_20261122_115052_templates.up,
    down: migration_20261122_115052_templates.down,
    name: '20261122_115052_templates',
  },
  {
    up: migration_20261122_122148_home_page.up,
    down: migration_20261122_122148_home_page.down,
    name: '20261122_122148_home_page',
  },
  {
    up: migration_20261122_133450_builder_lightbox.up,
    down: migration_20261122_133450_builder_lightbox.down,
    name: '20261122_133450_builder_lightbox',
  },
  {
    up: migration_20261123_105736_button_clicks.up,
    down: migration_20261123_105736_button_clicks.down,
    name: '20261123_105736_button_clicks',
  },
  {
    up: migration_20261124_001007_media_uploaded_by.up,
    down: migration_20261124_001007_media_uploaded_by.down,
    name: '20261124_001007_media_uploaded_by',
  },
  {
    up: migration_20261124_005000_rate_limits.up,
    down: migration_20261124_005000_rate_limits.down,
    name: '20261124_005000_rate_limits',
  },
  {
    up: migration_20261124_140631_seo_noindex.up,
    down: migration_20261124_140631_seo_noindex.down,
    name: '20261124_140631_seo_noindex',
  },
  {
    up: migration_20261124_200520_menu_links.up,
    down: migration_20261124_200520_menu_links.down,
    name: '20261124_200520_menu_links',
  },
  {
    up: migration_20261124_201105_site_contact.up,
    down: migration_20261124_201105_site_contact.down,
    name: '20261124_201105_site_contact',
  },
  {
    up: migration_20261124_230007_form_submissions.up,
    down: migration_20261124_230007_form_submissions.down,
    name: '20261124_230007_form_submissions',
  },
  {
    up: migration_20261124_231204_send_mail_task.up,
    down: migration_20261124_231204_send_mail_task.down,
    name: '20261124_231204_send_mail_task',
  },
  {
    up: migration_20261124_232144_subscribers.up,
    down: migration_20261124_232144_subscribers.down,
    name: '20261124_232144_subscribers',
  },
  {
    up: migration_20261124_233221_webhook_task.up,
    down: migration_20261124_233221_webhook_task.down,
    name: '20261124_233221_webhook_task',
  },
  {
    up: migration_20261125_020748_captcha_provider.up,
    down: migration_20261125_020748_captcha_provider.down,
    name: '20261125_020748_captcha_provider',
  },
  {
    up: migration_20261125_081500_loop_indexes.up,
    down: migration_20261125_081500_loop_indexes.down,
    name: '20261125_081500_loop_indexes',
  },
  {
    up: migration_20261125_115147_popups.up,
    down: migration_20261125_115147_popups.down,
    name: '20261125_115147_popups',
  },
  {
    up: migration_20261127_013012_shop.up,
    down: migration_20261127_013012_shop.down,
    name: '20261127_013012_shop',
  },
  {
    up: migration_20261127_021423_shop_indexes.up,
    down: migration_20261127_021423_shop_indexes.down,
    name: '20261127_021423_shop_indexes',
  },
  {
    up: migration_20261127_042105_product_tags.up,
    down: migration_20261127_042105_product_tags.down,
    name: '20261127_042105_product_tags',
  },
  {
    up: migration_20261127_042326_product_files.up,
    down: migration_20261127_042326_product_files.down,
    name: '20261127_042326_product_files',
  },
  {
    up: migration_20261127_044819_checkout.up,
    down: migration_20261127_044819_checkout.down,
    name: '20261127_044819_checkout',
  },
  {
    up: migration_20261127_080927_stripe_customer.up,
    down: migration_20261127_080927_stripe_customer.down,
    name: '20261127_080927_stripe_customer',
  },
  {
    up: migration_20261127_081632_purchase_summary_page.up,
    down: migration_20261127_081632_purchase_summary_page.down,
    name: '20261127_081632_purchase_summary_page',
  },
  {
    up: migration_20261128_040659_shop_safety.up,
    down: migration_20261128_040659_shop_safety.down,
    name: '20261128_040659_shop_safety',
  },
  {
    up: migration_20261128_074243_share_networks.up,
    down: migration_20261128_074243_share_networks.down,
    name: '20261128_074243_share_networks',
  },
  {
    up: migration_20261128_081457_address_units.up,
    down: migration_20261128_081457_address_units.down,
    name: '20261128_081457_address_units',
  },
  {
    up: migration_20261128_093622_job_task_slugs.up,
    down: migration_20261128_093622_job_task_slugs.down,
    name: '20261128_093622_job_task_slugs',
  },
  {
    up: migration_20261129_090000_product_search.up,
    down: migration_20261129_090000_product_search.down,
    name: '20261129_090000_product_search',
  },
  {
    up: migration_20261129_120557_analytics.up,
    down: migration_20261129_120557_analytics.down,
    name: '20261129_120557_analytics',
  },
  {
    up: migration_20261129_120700_analytics_events.up,
    down: migration_20261129_120700_analytics_events.down,
    name: '20261129_120700_analytics_events',
  },
  {
    up: migration_20261129_151204_redirects.up,
    down: migration_20261129_151204_redirects.down,
    name: '20261129_151204_redirects',
  },
  {
    up: migration_20261129_160000_wordpress_imports.up,
    down: migration_20261129_160000_wordpress_imports.down,
    name: '20261129_160000_wordpress_imports',
  },
  {
    up: migration_20261129_161423_wordpress_media_task.up,
    down: migration_20261129_161423_wordpress_media_task.down,
    name: '20261129_161423_wordpress_media_task',
  },
  {
    up: migration_20261129_220000_job_schedule_claims.up,
    down: migration_20261129_220000_job_schedule_claims.down,
    name: '20261129_220000_job_schedule_claims',
  },
  {
    up: migration_20261129_221313_object_storage.up,
    down: migration_20261129_221313_object_storage.down,
    name: '20261129_221313_object_storage',
  },
]
