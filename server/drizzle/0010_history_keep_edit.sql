-- An edit's revision, the trimming past the revisions kept, and its activity-log line, as one function
-- the edit's statement calls (docs/history.md). PL/pgSQL keeps the plans of these statements for the
-- session, where the same parts written into the edit's statement were planned again on every edit.
CREATE FUNCTION history_keep_edit(
	p_revision_id text, p_resource text, p_record_id text, p_action text, p_data jsonb, p_revised boolean,
	p_kept integer, p_actor_uid text, p_actor_email text, p_ip text, p_user_agent text, p_title text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_revised THEN
		INSERT INTO revisions (id, resource, record_id, action, data, by_uid, by_email)
			VALUES (p_revision_id, p_resource, p_record_id, p_action, p_data, p_actor_uid, p_actor_email);
		DELETE FROM revisions WHERE resource = p_resource AND record_id = p_record_id AND seq <= (
			SELECT seq FROM revisions WHERE resource = p_resource AND record_id = p_record_id
			ORDER BY seq DESC OFFSET p_kept LIMIT 1);
	END IF;
	INSERT INTO activity (actor_uid, actor_email, ip, user_agent, action, resource, record_id, title)
		VALUES (p_actor_uid, p_actor_email, p_ip, p_user_agent, p_action, p_resource, p_record_id, p_title);
END $$;
