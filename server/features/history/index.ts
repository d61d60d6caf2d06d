/** The history feature's public face for other features (time travel replays a record's woven timeline). */
export { wovenStreams } from './woven';
