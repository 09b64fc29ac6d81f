CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_baja(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(a."nidra") INTO ras FROM unnest(antes) a;
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$
