CREATE OR REPLACE FUNCTION public.diferencia_destino_ra()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "diferencia_destino" dd SET "scodoficinaorigen" = d."scodoficinaorigen"
	FROM despues d JOIN antes a ON a."nidra" = d."nidra"
	WHERE dd."nidra" = d."nidra" AND a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen";
	RETURN NULL;
END
$function$
