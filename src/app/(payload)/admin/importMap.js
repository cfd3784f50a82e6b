import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { VietnameseFeatureClient as VietnameseFeatureClient_af6727b0382e8142285281aa8f9522d2 } from '@/cms/editor/feature.client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PublishControls as PublishControls_ddb7176691e0014182bbbd3a5651091a } from '@/cms/components/PublishControls'
import { DesignButton as DesignButton_592a48fabba8634d516f2b427111ba95 } from '@/cms/components/DesignButton'
import { ProductImageHint as ProductImageHint_1b9ae755fb3e328d5e6f9f9be7b8d1dc } from '@/shop/cms/components/ProductImageHint'
import { VndCell as VndCell_c34a550cc2b03cd6538552c462259155 } from '@/shop/cms/components/VndCell'
import { VndField as VndField_10e869b9023317445804f6dd0d463a44 } from '@/shop/cms/components/VndField'
import { CouponAmountCell as CouponAmountCell_85f9e76264be27cb1f177af8bbbc4e16 } from '@/shop/cms/components/CouponAmountCell'
import { CreateRedirectCell as CreateRedirectCell_057673d54f1a4f6eece51baab1689641 } from '@/redirects/cms/components/CreateRedirectCell'
import { CreateRedirectField as CreateRedirectField_057673d54f1a4f6eece51baab1689641 } from '@/redirects/cms/components/CreateRedirectCell'
import { SubmissionAnswers as SubmissionAnswers_4a3de5bdff2a6caf14cec9a80fa4c418 } from '@/forms/cms/components/SubmissionAnswers'
import { ExportSubmissions as ExportSubmissions_ffc090105a3032427a9aeb9db0f2c815 } from '@/forms/cms/components/ExportSubmissions'
import { MenuRowLabel as MenuRowLabel_a4f507444517fa7887d0300a252cf8f2 } from '@/cms/components/MenuRowLabel'
import { DemoBankHint as DemoBankHint_7c8c20ce935873682642097d6be5c745 } from '@/shop/cms/components/DemoBankHint'
import { AdminIcon as AdminIcon_c62a8ddf806b50269f27edd36f6a1e68 } from '@/cms/components/AdminBrand'
import { AdminLogo as AdminLogo_c62a8ddf806b50269f27edd36f6a1e68 } from '@/cms/components/AdminBrand'
import { Dashboard as Dashboard_9ec3c8950169b0c4437681748bede4ee } from '@/cms/components/Dashboard'
import { AnalyticsNavLink as AnalyticsNavLink_aae680b470ec9f2351a26432b49b1987 } from '@/analytics/cms/dashboard/AnalyticsNavLink'
import { ImportNavLink as ImportNavLink_bbd908944e1eda12d0b45ae2887e4bbb } from '@/wordpress/cms/import-screen/ImportNavLink'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AnalyticsView as AnalyticsView_216b01d63e50d25b5ef662531ba7e502 } from '@/analytics/cms/dashboard/AnalyticsView'
import { ImportView as ImportView_67d0575829506fce8a39e4b530b22191 } from '@/wordpress/cms/import-screen/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@/cms/editor/feature.client#VietnameseFeatureClient": VietnameseFeatureClient_af6727b0382e8142285281aa8f9522d2,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/components/PublishControls#PublishControls": PublishControls_ddb7176691e0014182bbbd3a5651091a,
  "@/cms/components/DesignButton#DesignButton": DesignButton_592a48fabba8634d516f2b427111ba95,
  "@/shop/cms/components/ProductImageHint#ProductImageHint": ProductImageHint_1b9ae755fb3e328d5e6f9f9be7b8d1dc,
  "@/shop/cms/components/VndCell#VndCell": VndCell_c34a550cc2b03cd6538552c462259155,
  "@/shop/cms/components/VndField#VndField": VndField_10e869b9023317445804f6dd0d463a44,
  "@/shop/cms/components/CouponAmountCell#CouponAmountCell": CouponAmountCell_85f9e76264be27cb1f177af8bbbc4e16,
  "@/redirects/cms/components/CreateRedirectCell#CreateRedirectCell": CreateRedirectCell_057673d54f1a4f6eece51baab1689641,
  "@/redirects/cms/components/CreateRedirectCell#CreateRedirectField": CreateRedirectField_057673d54f1a4f6eece51baab1689641,
  "@/forms/cms/components/SubmissionAnswers#SubmissionAnswers": SubmissionAnswers_4a3de5bdff2a6caf14cec9a80fa4c418,
  "@/forms/cms/components/ExportSubmissions#ExportSubmissions": ExportSubmissions_ffc090105a3032427a9aeb9db0f2c815,
  "@/cms/components/MenuRowLabel#MenuRowLabel": MenuRowLabel_a4f507444517fa7887d0300a252cf8f2,
  "@/shop/cms/components/DemoBankHint#DemoBankHint": DemoBankHint_7c8c20ce935873682642097d6be5c745,
  "@/cms/components/AdminBrand#AdminIcon": AdminIcon_c62a8ddf806b50269f27edd36f6a1e68,
  "@/cms/components/AdminBrand#AdminLogo": AdminLogo_c62a8ddf806b50269f27edd36f6a1e68,
  "@/cms/components/Dashboard#Dashboard": Dashboard_9ec3c8950169b0c4437681748bede4ee,
  "@/analytics/cms/dashboard/AnalyticsNavLink#AnalyticsNavLink": AnalyticsNavLink_aae680b470ec9f2351a26432b49b1987,
  "@/wordpress/cms/import-screen/ImportNavLink#ImportNavLink": ImportNavLink_bbd908944e1eda12d0b45ae2887e4bbb,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/analytics/cms/dashboard/AnalyticsView#AnalyticsView": AnalyticsView_216b01d63e50d25b5ef662531ba7e502,
  "@/wordpress/cms/import-screen/ImportView#ImportView": ImportView_67d0575829506fce8a39e4b530b22191,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
