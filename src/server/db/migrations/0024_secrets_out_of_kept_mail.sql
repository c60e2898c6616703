-- Issue 26 (decision 032): an outbox row says whether its mail carries a secret link, and the outbox keeps
-- no body of such a mail once it is sent. Rows already there are judged by their kind and by the links of
-- src/server/secret-links.ts (a manage, reset or invitation token, a feedback link, a filled-in lookup);
-- those already sent lose their bodies now, as later ones will when sent. Pending and failed rows keep
-- theirs: they are still to be sent (a failed one by an operator's retry).
ALTER TABLE "emails" ADD COLUMN "carries_secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "carries_secret" = true
  WHERE "kind" IN ('password-reset', 'account-invitation', 'feedback-request')
    OR "text_body" ~* '[?&#;](token|access_token|refresh_token|email|lastName)=[^&#[:space:]"''<>]'
    OR "html_body" ~* '[?&#;](token|access_token|refresh_token|email|lastName)=[^&#[:space:]"''<>]'
    OR "text_body" ~* '/feedback/[^/?#[:space:]"''<>]'
    OR "html_body" ~* '/feedback/[^/?#[:space:]"''<>]';--> statement-breakpoint
UPDATE "emails"
  SET "text_body" = '(not kept: this e-mail carried a private link)',
    "html_body" = '(not kept: this e-mail carried a private link)'
  WHERE "carries_secret" AND "status" = 'sent';
