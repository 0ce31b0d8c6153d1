import type { FastifyReply, FastifyRequest } from 'fastify';
import { destination, stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config/env';
import { maskText } from './mask';

/**
 * Pino options for Fastify's logger. Headers that carry credentials are redacted wherever they
 * appear, and every logged URL, message and string field goes through `maskText` (phones, tokens).
 * The request serializer logs method, URL and IP only, never headers or bodies.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
      ],
      censor: '***',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskText(request.url),
        ip: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => {
        const serialized = stdSerializers.err(error);
        serialized.message = maskText(serialized.message);
        serialized.stack = maskText(serialized.stack);
        return serialized;
      },
    },
    formatters: {
      log(object) {
        for (const key of Object.keys(object)) {
          const value = object[key];
          if (typeof value === 'string') object[key] = maskText(value);
        }
        return object;
      },
    },
    hooks: {
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) {
          const arg: unknown = args[i];
          if (typeof arg === 'string') args[i] = maskText(arg);
        }
        method.apply(this, args);
      },
    },
  };
}

/** How long a buffered log line may wait before it is written. */
const FLUSH_INTERVAL_MS = 1_000;

/**
 * Stdout for the logs, written asynchronously in blocks of 4 KB rather than one write per line
 * (under load the per-line writes cost more CPU than the requests' own work). A timer flushes
 * what is pending every second, so a quiet server's lines still appear promptly; `close`
 * writes the rest synchronously (pino also flushes on process exit).
 */
export function bufferedStdout(): { stream: DestinationStream; close(): void } {
  const stream = destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => stream.flush(), FLUSH_INTERVAL_MS);
  timer.unref();
  return {
    stream,
    close() {
      clearInterval(timer);
      stream.flushSync();
    },
  };
}
