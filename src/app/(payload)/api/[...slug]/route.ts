import config from '@payload-config'
import { handleRestRequest } from '@/server/rest-guard/handle'

const handle = (request: Request) => handleRestRequest(config, request)

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST }
