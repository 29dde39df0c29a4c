/**
 * One JSON line per log entry, the shape CloudWatch's JSON log format and the local runner's log file
 * share. The request id is carried on every line of a request so a user's report can be traced.
 * Never log secrets: callers pass only what is safe (no passwords, tokens, SIN or banking fields).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  child(context: Record<string, unknown>): Logger;
}

/** Where lines go; the local runner swaps this to also write its log file. */
let sink: (line: string) => void = (line) => process.stdout.write(`${line}\n`);
export function setLogSink(next: (line: string) => void): void {
  sink = next;
}

export function createLogger(context: Record<string, unknown> = {}): Logger {
  const threshold = ORDER[(process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info'] ?? ORDER.info;
  const write = (level: LogLevel, message: string, data?: Record<string, unknown>) => {
    if (ORDER[level] < threshold) return;
    sink(JSON.stringify({ timestamp: new Date().toISOString(), level, message, ...context, ...data }));
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
    child: (more) => createLogger({ ...context, ...more }),
  };
}

export const logger = createLogger({ service: 'shelfline' });
