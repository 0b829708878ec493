-- A counter every change to who may do what moves on: the guard reads it with the session (one query per
-- request) and keeps each user's granted permissions until it moves, instead of loading them on every
-- request. Statement triggers, so a role saved with 300 permissions moves it once; every server instance
-- on the database sees the same counter.
CREATE TABLE sys_grant_generation (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  value bigint NOT NULL
);
INSERT INTO sys_grant_generation (id, value) VALUES (1, 0);

CREATE FUNCTION bump_grant_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_grant_generation SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sys_permission_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_permission
  FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_generation();
CREATE TRIGGER sys_role_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_generation();
CREATE TRIGGER sys_role_permission_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_permission
  FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_generation();
CREATE TRIGGER sys_user_role_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_generation();
CREATE TRIGGER sys_depart_role_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_depart_role
  FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_generation();
CREATE TRIGGER sys_depart_role_permission_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_depart_role_permission
  FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_generation();
CREATE TRIGGER sys_depart_role_user_grants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_depart_role_user
  FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_generation();
