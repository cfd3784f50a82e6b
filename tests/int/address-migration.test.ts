import { addressMigrationSuite } from './address-migration-suite'

addressMigrationSuite('sqlite')
