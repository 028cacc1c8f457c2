-- The business email is what clients see (the business page, the booking page, receipts). Sign-up used to copy
-- the owner's sign-in email into it, so every business showed it publicly (issue 32 F7). Where it is still that
-- copy and was never confirmed as the business's own (verified for the directory), it is cleared: the owner
-- enters a public contact email in Settings -> Business when they want one.
UPDATE "businesses" AS b
SET "email" = NULL
FROM "memberships" AS m
JOIN "users" AS u ON u."id" = m."user_id"
WHERE m."business_id" = b."id"
  AND m."role" = 'owner'
  AND lower(b."email") = lower(u."email")
  AND (b."verified_email" IS NULL OR lower(b."verified_email") <> lower(b."email"));
