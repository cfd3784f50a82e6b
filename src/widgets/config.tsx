import type { ReactNode } from 'react'
import type { Config } from '@puckeditor/core'
import { animatedHeadlineConfig } from './animated-headline/config'
import { archiveHeaderConfig } from './archive-header/config'
import { archivePostsConfig } from './archive-posts/config'
import { buttonConfig } from './button/config'
import { countdownConfig } from './countdown/config'
import { dividerConfig } from './divider/config'
import { formConfig } from '../forms/widgets/form/config'
import { galleryConfig } from './gallery/config'
import { headingConfig } from './heading/config'
import { floatingButtonsConfig } from './floating-buttons/config'
import { hotspotsConfig } from './hotspots/config'
import { htmlConfig } from './html/config'
import { iconConfig } from './icon/config'
import { iconListConfig } from './icon-list/config'
import { imageConfig } from './image/config'
import { lottieConfig } from './lottie/config'
import { mediaCarouselConfig } from './media-carousel/config'
import { menuAnchorConfig } from './menu-anchor/config'
import { menuCartConfig } from '../shop/widgets/menu-cart/config'
import { megaMenuConfig } from './mega-menu/config'
import { contactDetailsConfig } from './contact-details/config'
import { navMenuConfig } from './nav-menu/config'
import { portfolioConfig } from './portfolio/config'
import { postCarouselConfig } from '../loops/widgets/post-carousel/config'
import { postGridConfig } from '../loops/widgets/post-grid/config'
import { productBuyConfig } from '../shop/widgets/product-buy/config'
import { productCarouselConfig } from '../shop/widgets/product-carousel/config'
import { productGridConfig } from '../shop/widgets/product-grid/config'
import { productPriceConfig } from '../shop/widgets/product-price/config'
import { purchaseSummaryConfig } from '../shop/widgets/purchase-summary/config'
import { postContentConfig } from './post-content/config'
import { postHeaderConfig } from './post-header/config'
import { postImageConfig } from './post-image/config'
import { relatedPostsConfig } from './related-posts/config'
import { searchFormConfig } from './search-form/config'
import { sectionConfig } from './section/config'
import { slidesConfig } from './slides/config'
import { siteCopyrightConfig } from './site-copyright/config'
import { siteLogoConfig } from './site-logo/config'
import { socialEmbedConfig } from './social-embed/config'
import { spacerConfig } from './spacer/config'
import { shareConfig } from './share/config'
import { tabsConfig } from './tabs/config'
import { taxonomyFilterConfig } from '../loops/widgets/taxonomy-filter/config'
import { testimonialCarouselConfig } from './testimonial-carousel/config'
import { textConfig } from './text/config'
import { tocConfig } from './toc/config'
import { videoConfig } from './video/config'
import { Root } from './root/Root'

/** Every widget an editor can place, with the builder's block categories. One config for the editor and the site. */
export const builderConfig: Config = {
  categories: {
    layout: { title: 'Bố cục', components: ['Section', 'Tabs', 'Spacer', 'Divider', 'MenuAnchor'] },
    basic: {
      title: 'Cơ bản',
      components: [
        'Heading',
        'Text',
        'Image',
        'Button',
        'Icon',
        'IconList',
        'PostGrid',
        'TaxonomyFilter',
        'TableOfContents',
        'ShareButtons',
        'Video',
        'SocialEmbed',
        'Html',
      ],
    },
    interactive: {
      title: 'Tương tác',
      components: [
        'Form',
        'PostCarousel',
        'MediaCarousel',
        'TestimonialCarousel',
        'Slides',
        'FloatingButtons',
        'Gallery',
        'Portfolio',
        'Countdown',
        'Lottie',
        'Hotspots',
        'AnimatedHeadline',
      ],
    },
    site: {
      title: 'Trang web',
      components: ['SiteLogo', 'NavMenu', 'MegaMenu', 'SearchForm', 'SiteCopyright', 'ContactDetails'],
    },
    single: { title: 'Bài viết', components: ['PostHeader', 'PostImage', 'PostContent', 'RelatedPosts'] },
    archive: { title: 'Lưu trữ', components: ['ArchiveHeader', 'ArchivePosts'] },
    shop: {
      title: 'Cửa hàng',
      components: ['ProductGrid', 'ProductCarousel', 'ProductBuy', 'ProductPrice', 'MenuCart', 'PurchaseSummary'],
    },
  },
  components: {
    Section: sectionConfig,
    Heading: headingConfig,
    Text: textConfig,
    Image: imageConfig,
    Button: buttonConfig,
    PostGrid: postGridConfig,
    PostCarousel: postCarouselConfig,
    ProductGrid: productGridConfig,
    ProductCarousel: productCarouselConfig,
    ProductBuy: productBuyConfig,
    ProductPrice: productPriceConfig,
    PurchaseSummary: purchaseSummaryConfig,
    TaxonomyFilter: taxonomyFilterConfig,
    Spacer: spacerConfig,
    Tabs: tabsConfig,
    MenuAnchor: menuAnchorConfig,
    Html: htmlConfig,
    TableOfContents: tocConfig,
    ShareButtons: shareConfig,
    Video: videoConfig,
    SocialEmbed: socialEmbedConfig,
    Icon: iconConfig,
    IconList: iconListConfig,
    Divider: dividerConfig,
    MediaCarousel: mediaCarouselConfig,
    TestimonialCarousel: testimonialCarouselConfig,
    Slides: slidesConfig,
    FloatingButtons: floatingButtonsConfig,
    Gallery: galleryConfig,
    Portfolio: portfolioConfig,
    Countdown: countdownConfig,
    Form: formConfig,
    Lottie: lottieConfig,
    Hotspots: hotspotsConfig,
    AnimatedHeadline: animatedHeadlineConfig,
    SiteLogo: siteLogoConfig,
    NavMenu: navMenuConfig,
    MegaMenu: megaMenuConfig,
    SearchForm: searchFormConfig,
    MenuCart: menuCartConfig,
    SiteCopyright: siteCopyrightConfig,
    ContactDetails: contactDetailsConfig,
    PostHeader: postHeaderConfig,
    PostImage: postImageConfig,
    PostContent: postContentConfig,
    RelatedPosts: relatedPostsConfig,
    ArchiveHeader: archiveHeaderConfig,
    ArchivePosts: archivePostsConfig,
  } as Config['components'],
  // The page's title and address are Payload fields, so the layout's root has none of its own.
  root: {
    fields: {},
    render: ({ children, puck }: { children: ReactNode; puck: { metadata: unknown } }) => (
      <Root metadata={puck.metadata}>{children}</Root>
    ),
  },
}
