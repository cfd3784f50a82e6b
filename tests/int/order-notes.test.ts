import { orderNotesSuite } from './order-notes-suite'

orderNotesSuite('sqlite')
