import type { Config } from '@puckeditor/core'
import { builderConfig } from './config'
import { htmlEditorConfig } from './html/editor'
import { portfolioEditorConfig } from './portfolio/editor'
import { postCarouselEditorConfig } from '../loops/widgets/post-carousel/editor'
import { postGridEditorConfig } from '../loops/widgets/post-grid/editor'
import { productBuyEditorConfig } from '../shop/widgets/product-buy/editor'
import { productCarouselEditorConfig } from '../shop/widgets/product-carousel/editor'
import { productGridEditorConfig } from '../shop/widgets/product-grid/editor'
import { productPriceEditorConfig } from '../shop/widgets/product-price/editor'
import { tocEditorConfig } from './toc/editor'

/**
 * The widgets as the editor shows them: those that read data on the server preview it live instead (each widget's
 * `editor.tsx`). Only the editor imports this, so visitors never download editor code.
 */
export const editorComponents: Config['components'] = {
  ...builderConfig.components,
  PostGrid: postGridEditorConfig,
  PostCarousel: postCarouselEditorConfig,
  ProductGrid: productGridEditorConfig,
  ProductCarousel: productCarouselEditorConfig,
  ProductBuy: productBuyEditorConfig,
  ProductPrice: productPriceEditorConfig,
  Portfolio: portfolioEditorConfig,
  TableOfContents: tocEditorConfig,
  Html: htmlEditorConfig,
}
