import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { vi } from '@payloadcms/translations/languages/vi'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { guardAccountQueries } from '../shop/cms/access/account-queries'
import { guardJobStats, jobsAccess } from './access/jobs'
import { guardDocumentLocks } from './access/locks'
import { adminWording } from './admin-wording'
import { apiTabForAdminsOnly } from './api-tab'
import { Authors } from '../content/cms/collections/Authors'
import { collectEndpoint } from '../analytics/cms/collect-endpoint'
import { exportTableEndpoint, liveVisitorsEndpoint } from '../analytics/cms/dashboard-endpoints'
import { analyticsView } from '../analytics/cms/dashboard/view-config'
import { wordpressImportEndpoints } from '../wordpress/cms/import-endpoints'
import { wordpressImportView } from '../wordpress/cms/import-screen/view-config'
import { rollUpAnalyticsTask } from '../analytics/cms/roll-up-task'
import { ConsentRecords } from '../analytics/cms/collections/ConsentRecords'
import { ButtonClickDays } from './collections/ButtonClickDays'
import { ButtonClicks } from './collections/ButtonClicks'
import { Carts } from '../shop/cms/collections/Carts'
import { Categories } from '../content/cms/collections/Categories'
import { captchaChallengeEndpoint } from '../forms/cms/altcha.server'
import { consentEndpoint } from '../analytics/server/consent-endpoint'
import { postFormWebhookTask } from '../forms/cms/webhook-task'
import { importWordPressMediaTask } from '../wordpress/cms/attachment-task'
import { FormFiles } from '../forms/cms/collections/FormFiles'
import { FormSubmissions } from '../forms/cms/collections/FormSubmissions'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from '../content/cms/collections/Posts'
import { Subscribers } from '../forms/cms/collections/Subscribers'
import { Tags } from '../content/cms/collections/Tags'
import { Popups } from '../popups/cms/collections/Popups'
import { NotFound } from '../redirects/cms/collections/NotFound'
import { Redirects } from '../redirects/cms/collections/Redirects'
import { ProductCategories } from '../shop/cms/collections/ProductCategories'
import { ProductFiles } from '../shop/cms/collections/ProductFiles'
import { Coupons } from '../shop/cms/collections/Coupons'
import { Orders } from '../shop/cms/collections/Orders'
import { ProductTags } from '../shop/cms/collections/ProductTags'
import { Products } from '../shop/cms/collections/Products'
import { Templates } from './collections/Templates'
import { Users } from './collections/Users'
import { listenForChanges } from './cache/listen'
import { lookAtJobsRegularly } from '@/server/jobs/run-soon'
import { claimJobsExclusively, scheduledOnce } from '@/server/jobs/claim'
import { databaseAdapter } from './database'
import { objectStorage } from './object-storage'
import { vietnameseEditor } from './editor'
import { Navigation } from './globals/Navigation'
import { ShopCounter } from '../shop/cms/globals/ShopCounter'
import { ShopSettings } from '../shop/cms/globals/ShopSettings'
import { SiteSettings } from './globals/SiteSettings'
import { logger } from './logger'
import { dataDir } from './paths'
import { payloadSecret } from './secret'
import { isLoopbackSite, siteOrigins } from '@/lib/site-origin.mjs'
import { siteUrl } from '@/lib/site-url'
import { uploadFileSize } from '@/lib/upload-size.mjs'
import { rollUpButtonClicksTask } from '@/server/click-stats/roll-up'
import { mailAdapter } from '@/server/mail'
import { sendMailTask } from '@/server/mail/send-mail-task'
import { refreshSalePricesTask } from '../shop/cms/sale-prices'
import { releaseUnpaidOrdersTask } from '../shop/cms/release-unpaid'
import { deleteExpiredCartsTask } from '@/shop/server/cart/expired-carts-task'
import { guardRestApi } from '@/server/rest-guard'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const config = buildConfig({
  secret: payloadSecret(),
  // Session cookies count only on requests from the site's own pages (the HTTP front also refuses other origins' writes).
  csrf: siteOrigins(process.env),
  // Absolute links (e-mails) use the public address. A site on this machine keeps relative addresses, so its admin
  // works under each of its names (localhost, 127.0.0.1).
  serverURL: isLoopbackSite(process.env) ? undefined : siteUrl(),
  telemetry: false,
  logger,
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Quản trị Thủ Thuật Điện Thoại' },
    importMap: { baseDir: path.resolve(dirname, '..') },
    dateFormat: 'dd/MM/yyyy HH:mm',
    // The scheduler's dialog ("Lên lịch xuất bản") starts on Vietnam's time; other zones stay choosable.
    timezones: {
      supportedTimezones: ({ defaultTimezones }) => [
        { label: '(UTC+07:00) Việt Nam', value: 'Asia/Ho_Chi_Minh' },
        ...defaultTimezones,
      ],
      defaultTimezone: 'Asia/Ho_Chi_Minh',
    },
    components: {
      graphics: { Logo: '@/cms/components/AdminBrand#AdminLogo', Icon: '@/cms/components/AdminBrand#AdminIcon' },
      beforeDashboard: ['@/cms/components/Dashboard#Dashboard'],
      beforeNavLinks: [analyticsView.navLink, wordpressImportView.navLink],
      views: { analytics: analyticsView.view, wordpressImport: wordpressImportView.view },
    },
  },
  i18n: { supportedLanguages: { vi }, fallbackLanguage: 'vi', translations: { vi: adminWording } },
  collections: [
    Posts,
    Pages,
    Templates,
    Popups,
    Categories,
    Tags,
    Products,
    ProductCategories,
    ProductTags,
    ProductFiles,
    Orders,
    Coupons,
    Carts,
    Authors,
    Media,
    Users,
    Redirects,
    NotFound,
    ButtonClicks,
    ButtonClickDays,
    FormSubmissions,
    FormFiles,
    Subscribers,
    ConsentRecords,
  ].map(apiTabForAdminsOnly),
  globals: [SiteSettings, Navigation, ShopSettings, ShopCounter].map(apiTabForAdminsOnly),
  // Lexical's default features, with Vietnamese block names and "/" menu words (src/cms/editor/).
  editor: vietnameseEditor(),
  email: mailAdapter({ dataDir, siteUrl: siteUrl(), siteName: 'Thủ Thuật Điện Thoại' }),
  db: databaseAdapter(),
  onInit: async (payload) => {
    claimJobsExclusively(payload)
    lookAtJobsRegularly(payload)
    await listenForChanges(payload)
  },
  sharp,
  plugins: [objectStorage()],
  upload: { limits: { fileSize: uploadFileSize } },
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  graphQL: { disable: true },
  endpoints: [
    { path: '/captcha/challenge', method: 'get', handler: captchaChallengeEndpoint },
    { path: '/collect', method: 'post', handler: collectEndpoint },
    { path: '/consent', method: 'post', handler: consentEndpoint },
    { path: '/analytics/export', method: 'get', handler: exportTableEndpoint },
    { path: '/analytics/live', method: 'get', handler: liveVisitorsEndpoint },
    ...wordpressImportEndpoints,
  ],
  jobs: {
    access: jobsAccess,
    // Runs scheduled publishing, the scheduled tasks and mails to retry inside the server process.
    // Each job and each scheduled run once, however many instances run the queue (docs/instances.md, Jobs).
    tasks: [
      rollUpButtonClicksTask,
      sendMailTask,
      postFormWebhookTask,
      refreshSalePricesTask,
      deleteExpiredCartsTask,
      releaseUnpaidOrdersTask,
      rollUpAnalyticsTask,
      importWordPressMediaTask,
    ].map(scheduledOnce),
    autoRun: [{ cron: '* * * * *', queue: 'default' }],
    shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build',
  },
})
  .then(guardDocumentLocks)
  .then(guardAccountQueries)
  .then(guardJobStats)

// Every REST endpoint checks its input first: bad input is answered 4xx, never a failure inside Payload.
export default guardRestApi(config)
