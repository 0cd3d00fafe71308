import { pino, type Logger } from 'pino';
import type { AppConfig } from './config/env';

/**
 * pino: JSON lines in production, pretty in development. Credentials are redacted wherever they
 * might appear in a logged object.
 */
export function createLogger(config: Pick<AppConfig, 'env' | 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'authorization',
        '*.authorization',
        '*.headers.authorization',
        'passwordHash',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    ...(config.env === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
