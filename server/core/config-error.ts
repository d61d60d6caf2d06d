/** A configuration the server cannot start with: the message is the one sentence it prints. */
export class ConfigError extends Error {}
