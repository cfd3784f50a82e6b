import { shareSettingsSuite } from './share-settings-suite'

shareSettingsSuite('sqlite')
