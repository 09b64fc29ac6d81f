CREATE OR REPLACE FUNCTION public.diferencia_destino_ra(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "diferencia_destino" dd SET "scodoficinaorigen" = d."scodoficinaorigen"
	FROM unnest(despues) d JOIN unnest(antes) a ON a."nidra" = d."nidra"
	WHERE dd."nidra" = d."nidra" AND a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen";
END
$function$
