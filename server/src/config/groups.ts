/** The shapes of the settings groups that AppConfig holds (config/index.ts reads and checks them). */

export interface StockConfig {
  /** An unpaid online order gives its pieces back after this many minutes without a payment (STOCK_RESERVATION_MINUTES). */
  reservationMinutes: number;
  /** At most this many pieces left: the storefront says "Only N left" and the dashboard lists it (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of the SMTP server; null: each message is written to `<DATA_DIR>/mail/` as an .eml file. */
  smtpUrl: string | null;
  /** The From header of every message. */
  from: string;
  /** Where the shop's own notices (a new contact enquiry) go. */
  shopEmail: string;
  /** How often the job loop looks for due work when it found none last time. */
  pollMs: number;
  /** Sends of one message before it is marked failed. */
  maxAttempts: number;
  /** The first retry's wait; each next one doubles, at most an hour. */
  retryBaseMs: number;
  /** How long a worker's claim of a message lasts: the wait before a dead worker's messages go out (MAIL_LEASE_MS). */
  leaseMs: number;
}

export interface AdmissionLimits {
  maxInFlight: number;
  maxQueue: number;
  /** MAX_RENDERS_IN_FLIGHT: server renders of storefront pages at once (http/admission.ts). */
  maxRenders: number;
  queueTimeoutMs: number;
  requestDeadlineMs: number;
}

export interface ResponseCacheConfig {
  enabled: boolean;
  maxBytes: number;
  /** A kept answer is dropped after this long even if no write was seen (writes made outside the app). */
  ttlSeconds: number;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'json' | 'pretty';

/** What one GraphQL request may ask for; anything beyond is refused with a 4xx before it runs. */
export interface GraphQLLimits {
  /** Nesting of fields (fragments flattened). */
  maxDepth: number;
  /** Aliased fields in one operation (the same field asked many times, e.g. 100 logins). */
  maxAliases: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** Lexical tokens of the document, checked while parsing. */
  maxTokens: number;
  /** Estimated cost: each field 1, times the page size of the list above it. */
  maxCost: number;
  /** Bytes of a JSON request body on /graphql. */
  maxBodyBytes: number;
}
