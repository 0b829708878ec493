-- SMS codes were kept in clear: anyone reading the table (a backup, a read-only account) could redeem a live
-- code. Now only an HMAC of the code under the server's secret is kept (server/src/routes/session/sms-codes.ts).
-- Codes issued before this migration cannot be checked any more: they end here (a new one is a click away).
UPDATE sys_sms_code SET used_at = now() WHERE used_at IS NULL;
UPDATE sys_sms_code SET code = '';
ALTER TABLE sys_sms_code RENAME COLUMN code TO code_digest;
ALTER TABLE sys_sms_code ALTER COLUMN code_digest TYPE varchar(64);
