-- The quiz functions first lived here; they are now in server/db/functions.sql, applied at every start.
SELECT 1;
