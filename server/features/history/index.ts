/** The history feature's public face for other features: a record's woven timeline and who may open it (time travel). */
export { wovenStreams } from './woven';
export { historyViewer } from './access';
