-- ---- Caller cache (plugins/caller-cache.ts): every server keeps who calls per session in memory and
-- LISTENs on 'carga_llamador'. A change of a user or of any of their sessions notifies their ids (or '*'
-- when the list would not fit a notification), delivered at commit to every server, which forgets them.
CREATE FUNCTION "llamador_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids text;
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT string_agg(DISTINCT "nidusuario"::text, ',') INTO ids FROM antes;
	ELSE
		SELECT string_agg(DISTINCT "nidusuario"::text, ',') INTO ids FROM despues;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM pg_notify('carga_llamador', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "usuario_llamador_cambio" AFTER UPDATE ON "usuario" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "llamador_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_llamador_baja" AFTER DELETE ON "usuario" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "llamador_cambio"();
--> statement-breakpoint
CREATE TRIGGER "sesion_usuario_llamador_cambio" AFTER UPDATE ON "sesion_usuario" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "llamador_cambio"();
--> statement-breakpoint
CREATE TRIGGER "sesion_usuario_llamador_baja" AFTER DELETE ON "sesion_usuario" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "llamador_cambio"();
