/** A process that logs JSON lines to the file named by argv[2] and exits at once (logs.test.ts). */
import { configureLogging, log } from '#server/core/logger';

configureLogging({ logLevel: 'info', logFormat: 'json', logFile: process.argv[2] });
for (let i = 0; i < 1000; i++) log.info(`line ${i}`, { i });
process.exit(0);
