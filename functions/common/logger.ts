import { type LogItem, Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions, LogLevel as PowertoolsLevel } from '@aws-lambda-powertools/logger/types';
import type { Context } from 'aws-lambda';

/**
 * One JSON line per log entry, written by Powertools Logger in the shape CloudWatch's JSON log format and the local
 * runner's log file share: level, message, timestamp, service, and, once a logger is bound to an invocation
 * ({@link Logger.forInvocation}), the Lambda request id, function and `cold_start`. The API's request id is carried on
 * every line of a request so a user's report can be traced. The level comes from `POWERTOOLS_LOG_LEVEL` or
 * `LOG_LEVEL` (either case; default info).
 * Never log secrets: callers pass only what is safe (no passwords, tokens, SIN or banking fields). docs/operations.md#logs
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  child(context: Record<string, unknown>): Logger;
  /** This logger for one Lambda invocation: its lines carry the invocation's request id, function and cold start. */
  forInvocation(context: Context | undefined, keys?: Record<string, unknown>): Logger;
}

/** Where lines go; the local runner swaps this to also write its log file. */
let sink: (line: string) => void = (line) => process.stdout.write(`${line}\n`);
export function setLogSink(next: (line: string) => void): void {
  sink = next;
}

/**
 * Cold start per execution environment, not per logger: every invocation logger is a fresh child, and Powertools
 * counts cold starts per instance. As in Powertools, only an on-demand start is cold (not provisioned concurrency).
 */
let coldStartPending = process.env.AWS_LAMBDA_INITIALIZATION_TYPE === 'on-demand';

type InvocationContext = Parameters<PowertoolsLogger['addContext']>[0];

/** Powertools Logger writing through {@link setLogSink}'s sink, with the environment's cold start. */
class SinkLogger extends PowertoolsLogger {
  /** A child bound from its parent keeps the parent's cold start instead of asking again. */
  #inheritedColdStart: boolean | undefined;

  public override addContext(context: InvocationContext): void {
    this.#inheritedColdStart = 'coldStart' in context ? context.coldStart : undefined;
    super.addContext(context);
  }

  protected override getColdStart(): boolean {
    if (this.#inheritedColdStart !== undefined) return this.#inheritedColdStart;
    const cold = coldStartPending;
    coldStartPending = false;
    return cold;
  }

  protected override printLog(_level: number, log: LogItem): void {
    log.prepareForPrint();
    sink(JSON.stringify(log.getAttributes(), this.getJsonReplacer()));
  }

  protected override createLogger(options?: ConstructorOptions): PowertoolsLogger {
    return new SinkLogger(options);
  }
}

function wrap(logger: PowertoolsLogger): Logger {
  const write = (level: LogLevel) => (message: string, data?: Record<string, unknown>) =>
    data ? logger[level](message, data) : logger[level](message);
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (keys) => wrap(logger.createChild({ persistentKeys: keys })),
    forInvocation: (context, keys = {}) => {
      const bound = logger.createChild({ persistentKeys: keys });
      bound.addContext(context ?? ({} as Context));
      return wrap(bound);
    },
  };
}

/** `service` names the Powertools service; the other keys go on every line. */
export function createLogger(context: Record<string, unknown> = {}): Logger {
  const { service, ...keys } = context;
  // Powertools reads the same variables but only in upper case; an unknown level falls back to INFO.
  const level = (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || 'info').toUpperCase() as PowertoolsLevel;
  return wrap(
    new SinkLogger({
      serviceName: typeof service === 'string' ? service : 'shelfline',
      logLevel: level,
      persistentKeys: keys,
    }),
  );
}

export const logger = createLogger({ service: 'shelfline' });
