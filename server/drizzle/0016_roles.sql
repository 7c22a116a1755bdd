CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"granted_by" text NOT NULL,
	"invited_by_email" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_email_unique" UNIQUE("email")
);
--> statement-breakpoint
-- Every line written before roles is an admin's: admin was the only role.
ALTER TABLE "activity" ADD COLUMN "actor_role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
-- An admin:grant that nobody had claimed was a users row under `pending:<email>`; it is an invitation now.
INSERT INTO "invitations" ("id", "email", "role", "granted_by", "invited_at")
	SELECT "id", "email", coalesce("role", 'admin'), coalesce("role_granted_by", 'admin:grant'), "created_at"
	FROM "users" WHERE "uid" LIKE 'pending:%';--> statement-breakpoint
DELETE FROM "users" WHERE "uid" LIKE 'pending:%';--> statement-breakpoint
-- history_keep_edit (migration 0010) writes the actor's role in the edit's log line too (docs/history.md).
DROP FUNCTION history_keep_edit(text, text, text, text, jsonb, boolean, integer, text, text, text, text, text);--> statement-breakpoint
CREATE FUNCTION history_keep_edit(
	p_revision_id text, p_resource text, p_record_id text, p_action text, p_data jsonb, p_revised boolean,
	p_kept integer, p_actor_uid text, p_actor_email text, p_actor_role text, p_ip text, p_user_agent text, p_title text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_revised THEN
		INSERT INTO revisions (id, resource, record_id, action, data, by_uid, by_email)
			VALUES (p_revision_id, p_resource, p_record_id, p_action, p_data, p_actor_uid, p_actor_email);
		DELETE FROM revisions WHERE resource = p_resource AND record_id = p_record_id AND seq <= (
			SELECT seq FROM revisions WHERE resource = p_resource AND record_id = p_record_id
			ORDER BY seq DESC OFFSET p_kept LIMIT 1);
	END IF;
	INSERT INTO activity (actor_uid, actor_email, actor_role, ip, user_agent, action, resource, record_id, title)
		VALUES (p_actor_uid, p_actor_email, p_actor_role, p_ip, p_user_agent, p_action, p_resource, p_record_id, p_title);
END $$;
