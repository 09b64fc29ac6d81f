CREATE OR REPLACE FUNCTION public.llamador_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
