-- Organisation area: indexes for the look-ups its routes make (users of a department, holders of a role).
CREATE INDEX IF NOT EXISTS sys_user_depart_dep_idx ON sys_user_depart(dep_id);
CREATE INDEX IF NOT EXISTS sys_user_role_role_idx ON sys_user_role(role_id);
CREATE INDEX IF NOT EXISTS sys_depart_role_user_drole_idx ON sys_depart_role_user(drole_id);
CREATE INDEX IF NOT EXISTS sys_depart_tenant_shop_idx ON sys_depart(tenant_id, shop_id);
CREATE INDEX IF NOT EXISTS sys_depart_role_depart_idx ON sys_depart_role(depart_id);
