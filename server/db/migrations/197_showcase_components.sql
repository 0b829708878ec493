-- The widget showcase moved from pages/test/ to pages/showcase/ (Home -> Overview, Test01 -> Pickers,
-- Test04 -> Editors). Menus seeded before the move name the old components; point them at the new ones.
-- Paths and titles (/test/home 测试首页, /test/test01 测试页01, /test/test04 测试页04) stay as the spec has them.
-- component_name follows where it still is the seed's (the last segment of the old component).
UPDATE sys_permission AS p
   SET component = m.new_component,
       component_name = CASE WHEN p.component_name = m.old_name THEN m.new_name ELSE p.component_name END
  FROM (VALUES
         ('test/Home', 'Home', 'showcase/Overview', 'Overview'),
         ('test/Test01', 'Test01', 'showcase/Pickers', 'Pickers'),
         ('test/Test04', 'Test04', 'showcase/Editors', 'Editors')
       ) AS m (old_component, old_name, new_component, new_name)
 WHERE p.component = m.old_component;
