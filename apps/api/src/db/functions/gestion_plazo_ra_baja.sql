CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(a."nidra") INTO ras FROM antes a;
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$function$
