/**
 * The size of one query sent to content-service's query endpoint, shared by the service (which
 * enforces both) and the gateway (whose body limit must never refuse a statement the service
 * accepts).
 */

/** Characters (UTF-16 code units, as `sql.length` counts them) in one statement. */
export const QUERY_MAX_SQL_CHARACTERS = 512 * 1024;

/**
 * Bytes of the JSON body carrying that statement: a character takes up to 3 bytes in UTF-8
 * (a Japanese path in an IN list) and a quote or backslash 2 once escaped, plus room for the
 * rest of the body. A limit of 2 bytes a character refused, as "too large", statements of
 * non-Latin text well under the documented character limit.
 */
export const QUERY_BODY_LIMIT_BYTES = QUERY_MAX_SQL_CHARACTERS * 3 + 1024;
