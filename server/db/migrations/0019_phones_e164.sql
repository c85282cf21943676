-- Phones are stored as E.164 (shared/phone.ts). The Indian numbers stored as bare digits before
-- (10 digits, 0 and 10, 91 and 10) take +91; other stored digits are left as they were: their
-- country cannot be known, and the next profile save asks for it.
UPDATE "users" SET "phone" = '+91' || right("phone", 10)
WHERE "phone" ~ '^(0|91)?[1-9][0-9]{9}$';
