-- Intentionally empty. The quiz functions were first created by a migration with this number;
-- they now live in server/db/functions.sql, applied at every start. The migration stays, empty,
-- so the numbering of databases migrated before is unchanged.
SELECT 1;
