-- Menus, dictionaries and permission links (issue 3, permission area): indexes for the lookups
-- this area makes on every page load (dictionary items by dictionary, data rules by menu entry,
-- department-role links by department).
CREATE INDEX IF NOT EXISTS sys_dict_item_dict_idx ON sys_dict_item(dict_id, sort_order);
CREATE INDEX IF NOT EXISTS sys_permission_data_rule_perm_idx ON sys_permission_data_rule(permission_id);
CREATE INDEX IF NOT EXISTS sys_depart_role_permission_depart_idx ON sys_depart_role_permission(depart_id, permission_id);
CREATE INDEX IF NOT EXISTS sys_role_permission_perm_idx ON sys_role_permission(permission_id);
