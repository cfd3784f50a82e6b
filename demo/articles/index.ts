import type { SeedArticle } from '../types'
import { groupA } from './group-a'
import { groupB } from './group-b'
import { groupC } from './group-c'

export const seedArticles: SeedArticle[] = [...groupA, ...groupB, ...groupC]
