-- Hand-written data change (issue 29 §3), not generated from the schema: keep this block as it is when
-- the migrations are renumbered.
-- The admin areas every administrator could use until now get endpoint ids of their own: Blog &
-- Articles 12, Categories 13, Countries, States & Cities 14, Referral Awards 15, Files & Folders 16,
-- Dashboard Events 17. Each role that exists at the upgrade keeps seeing what it saw (view on 12, 13,
-- 14, 15 and 17) and nothing more: creating, editing and deleting there, and Files & Folders (every
-- uploaded file, people's documents among them), are for full administrators until one grants them in
-- the Roles Center. Full administrators (AllowAllEndPoints) hold every right and need no rows.
INSERT INTO "admin_role_endpoints" ("role_id", "endpoint", "can_view")
SELECT "admin_roles"."id", "added"."endpoint", true
FROM "admin_roles" CROSS JOIN (VALUES (12), (13), (14), (15), (17)) AS "added" ("endpoint")
ON CONFLICT ("role_id", "endpoint") DO NOTHING;
