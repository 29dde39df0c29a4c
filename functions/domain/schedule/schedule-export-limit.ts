/**
 * More rows than this are refused (docs/decisions.md#exports); 50,000 stream in well under API Gateway's 30 s. Its own
 * module, so the schedule family's export route reads it without loading the export module (exceljs) at cold start.
 */
export const MAX_EXPORT_ROWS = 50_000;
